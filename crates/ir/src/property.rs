//! Program properties (`PROPERTY NAME VALUE`), typed.
//!
//! One table, the `properties!` invocation below, lists every property: its variant, its
//! spelling in TGSI / IR text, the type of its value and whether TGSI has
//! it. The TGSI parser reads a value by the kind the table gives
//! ([`PropertyName::kind`]) and builds the property with [`Property::new`];
//! the IR printer and the TGSI back end print [`Property::name`] and
//! [`Property::value`]. Nothing looks a property up by its string.
//!
//! The TGSI properties are Mesa's (`tgsi_strings.c`, `p_shader_tokens.h`).
//! Mesa parses every value that is not a name as an unsigned integer; the
//! ones Gallium reads as booleans are [`ValueKind::Bool`] here: any non-zero
//! value is true and prints as `1`.

use std::fmt;

macro_rules! names {
    ($(#[$doc:meta])* $ty:ident { $($variant:ident $name:literal,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $ty { $($variant,)* }

        impl $ty {
            pub const ALL: &'static [$ty] = &[$($ty::$variant,)*];

            /// The spelling in TGSI / IR text.
            pub fn name(self) -> &'static str {
                match self { $($ty::$variant => $name,)* }
            }

            /// The value spelled `name` (any case).
            pub fn from_name(name: &str) -> Option<$ty> {
                $ty::ALL.iter().copied().find(|v| v.name().eq_ignore_ascii_case(name))
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

names! {
    /// A primitive kind (Mesa's `PIPE_PRIM_*` names).
    Primitive {
        Points "POINTS",
        Lines "LINES",
        LineLoop "LINE_LOOP",
        LineStrip "LINE_STRIP",
        Triangles "TRIANGLES",
        TriangleStrip "TRIANGLE_STRIP",
        TriangleFan "TRIANGLE_FAN",
        Quads "QUADS",
        QuadStrip "QUAD_STRIP",
        Polygon "POLYGON",
        LinesAdjacency "LINES_ADJACENCY",
        LineStripAdjacency "LINE_STRIP_ADJACENCY",
        TrianglesAdjacency "TRIANGLES_ADJACENCY",
        TriangleStripAdjacency "TRIANGLE_STRIP_ADJACENCY",
        Patches "PATCHES",
    }
}

impl Primitive {
    /// Vertices per input primitive of a geometry shader (Mesa's
    /// `u_vertices_per_prim`); `None` for kinds a geometry shader cannot
    /// take as input.
    pub fn vertices(self) -> Option<u32> {
        Some(match self {
            Primitive::Points => 1,
            Primitive::Lines | Primitive::LineLoop | Primitive::LineStrip => 2,
            Primitive::Triangles | Primitive::TriangleStrip | Primitive::TriangleFan => 3,
            Primitive::LinesAdjacency | Primitive::LineStripAdjacency => 4,
            Primitive::TrianglesAdjacency | Primitive::TriangleStripAdjacency => 6,
            Primitive::Quads | Primitive::QuadStrip | Primitive::Polygon | Primitive::Patches => {
                return None;
            }
        })
    }
}

names! {
    /// Where window coordinates start (`FS_COORD_ORIGIN`).
    CoordOrigin {
        UpperLeft "UPPER_LEFT",
        LowerLeft "LOWER_LEFT",
    }
}

names! {
    /// Where a pixel's centre lies (`FS_COORD_PIXEL_CENTER`).
    PixelCenter {
        HalfInteger "HALF_INTEGER",
        Integer "INTEGER",
    }
}

names! {
    /// A shader stage as `NEXT_SHADER` names it.
    Processor {
        Vert "VERT",
        TessCtrl "TESS_CTRL",
        TessEval "TESS_EVAL",
        Geom "GEOM",
        Frag "FRAG",
        Comp "COMP",
    }
}

/// The type of a property's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueKind {
    Primitive,
    CoordOrigin,
    PixelCenter,
    Processor,
    /// An unsigned integer in the text; non-zero is true, printed as `1`.
    Bool,
    Uint,
}

impl ValueKind {
    /// The names a value of this kind is spelled with; empty for numbers.
    pub fn names(self) -> Vec<&'static str> {
        match self {
            ValueKind::Primitive => Primitive::ALL.iter().map(|v| v.name()).collect(),
            ValueKind::CoordOrigin => CoordOrigin::ALL.iter().map(|v| v.name()).collect(),
            ValueKind::PixelCenter => PixelCenter::ALL.iter().map(|v| v.name()).collect(),
            ValueKind::Processor => Processor::ALL.iter().map(|v| v.name()).collect(),
            ValueKind::Bool | ValueKind::Uint => Vec::new(),
        }
    }

    /// What a value of this kind is, for messages ("a primitive name").
    pub fn description(self) -> &'static str {
        match self {
            ValueKind::Primitive => "a primitive name",
            ValueKind::CoordOrigin => "a coordinate origin",
            ValueKind::PixelCenter => "a pixel center",
            ValueKind::Processor => "a processor name",
            ValueKind::Bool | ValueKind::Uint => "an unsigned integer property value",
        }
    }

    /// The value spelled `name` (any case), for the kinds spelled by name.
    pub fn from_name(self, name: &str) -> Option<PropertyValue> {
        match self {
            ValueKind::Primitive => Primitive::from_name(name).map(PropertyValue::Primitive),
            ValueKind::CoordOrigin => CoordOrigin::from_name(name).map(PropertyValue::CoordOrigin),
            ValueKind::PixelCenter => PixelCenter::from_name(name).map(PropertyValue::PixelCenter),
            ValueKind::Processor => Processor::from_name(name).map(PropertyValue::Processor),
            ValueKind::Bool | ValueKind::Uint => None,
        }
    }

    /// The value of the integer `n`, for the kinds written as numbers.
    pub fn from_uint(self, n: u32) -> Option<PropertyValue> {
        match self {
            ValueKind::Bool => Some(PropertyValue::Bool(n != 0)),
            ValueKind::Uint => Some(PropertyValue::Uint(n)),
            _ => None,
        }
    }
}

/// A property's value, whatever its property.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PropertyValue {
    Primitive(Primitive),
    CoordOrigin(CoordOrigin),
    PixelCenter(PixelCenter),
    Processor(Processor),
    Bool(bool),
    Uint(u32),
}

impl PropertyValue {
    pub fn kind(self) -> ValueKind {
        match self {
            PropertyValue::Primitive(_) => ValueKind::Primitive,
            PropertyValue::CoordOrigin(_) => ValueKind::CoordOrigin,
            PropertyValue::PixelCenter(_) => ValueKind::PixelCenter,
            PropertyValue::Processor(_) => ValueKind::Processor,
            PropertyValue::Bool(_) => ValueKind::Bool,
            PropertyValue::Uint(_) => ValueKind::Uint,
        }
    }
}

/// The text spelling: the name, or the number (`1` / `0` for booleans).
impl fmt::Display for PropertyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PropertyValue::Primitive(v) => v.fmt(f),
            PropertyValue::CoordOrigin(v) => v.fmt(f),
            PropertyValue::PixelCenter(v) => v.fmt(f),
            PropertyValue::Processor(v) => v.fmt(f),
            PropertyValue::Bool(v) => write!(f, "{}", u32::from(*v)),
            PropertyValue::Uint(v) => write!(f, "{v}"),
        }
    }
}

macro_rules! properties {
    ($($(#[$doc:meta])* $variant:ident $name:literal $kind:ident($ty:ty) $tgsi:literal,)*) => {
        /// A program property with its typed value.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Property { $($(#[$doc])* $variant($ty),)* }

        /// Which property, without its value.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum PropertyName { $($variant,)* }

        impl PropertyName {
            pub const ALL: &'static [PropertyName] = &[$(PropertyName::$variant,)*];

            /// The spelling in TGSI / IR text.
            pub fn name(self) -> &'static str {
                match self { $(PropertyName::$variant => $name,)* }
            }

            /// The type of the property's value.
            pub fn kind(self) -> ValueKind {
                match self { $(PropertyName::$variant => ValueKind::$kind,)* }
            }

            /// Whether TGSI has this property (the others are the IR's own).
            pub fn is_tgsi(self) -> bool {
                match self { $(PropertyName::$variant => $tgsi,)* }
            }
        }

        impl Property {
            /// The property `name` with `value`; `None` if the value is not
            /// of the property's kind.
            pub fn new(name: PropertyName, value: PropertyValue) -> Option<Property> {
                match (name, value) {
                    $((PropertyName::$variant, PropertyValue::$kind(v)) => Some(Property::$variant(v)),)*
                    _ => None,
                }
            }

            pub fn name(self) -> PropertyName {
                match self { $(Property::$variant(_) => PropertyName::$variant,)* }
            }

            pub fn value(self) -> PropertyValue {
                match self { $(Property::$variant(v) => PropertyValue::$kind(v),)* }
            }
        }
    };
}

// variant, spelling, value kind (payload type), known to TGSI.
properties! {
    GsInputPrimitive "GS_INPUT_PRIMITIVE" Primitive(Primitive) true,
    GsOutputPrimitive "GS_OUTPUT_PRIMITIVE" Primitive(Primitive) true,
    GsMaxOutputVertices "GS_MAX_OUTPUT_VERTICES" Uint(u32) true,
    FsCoordOrigin "FS_COORD_ORIGIN" CoordOrigin(CoordOrigin) true,
    FsCoordPixelCenter "FS_COORD_PIXEL_CENTER" PixelCenter(PixelCenter) true,
    FsColor0WritesAllCbufs "FS_COLOR0_WRITES_ALL_CBUFS" Bool(bool) true,
    FsDepthLayout "FS_DEPTH_LAYOUT" Uint(u32) true,
    VsProhibitUcps "VS_PROHIBIT_UCPS" Bool(bool) true,
    GsInvocations "GS_INVOCATIONS" Uint(u32) true,
    VsWindowSpacePosition "VS_WINDOW_SPACE_POSITION" Bool(bool) true,
    TcsVerticesOut "TCS_VERTICES_OUT" Uint(u32) true,
    TesPrimMode "TES_PRIM_MODE" Primitive(Primitive) true,
    TesSpacing "TES_SPACING" Uint(u32) true,
    TesVertexOrderCw "TES_VERTEX_ORDER_CW" Bool(bool) true,
    TesPointMode "TES_POINT_MODE" Bool(bool) true,
    NumClipdistEnabled "NUM_CLIPDIST_ENABLED" Uint(u32) true,
    NumCulldistEnabled "NUM_CULLDIST_ENABLED" Uint(u32) true,
    FsEarlyDepthStencil "FS_EARLY_DEPTH_STENCIL" Bool(bool) true,
    FsPostDepthCoverage "FS_POST_DEPTH_COVERAGE" Bool(bool) true,
    NextShader "NEXT_SHADER" Processor(Processor) true,
    CsFixedBlockWidth "CS_FIXED_BLOCK_WIDTH" Uint(u32) true,
    CsFixedBlockHeight "CS_FIXED_BLOCK_HEIGHT" Uint(u32) true,
    CsFixedBlockDepth "CS_FIXED_BLOCK_DEPTH" Uint(u32) true,
    MulZeroWins "MUL_ZERO_WINS" Bool(bool) true,
    VsBlitSgprsAmd "VS_BLIT_SGPRS_AMD" Uint(u32) true,
    CsUserDataComponentsAmd "CS_USER_DATA_COMPONENTS_AMD" Uint(u32) true,
    LayerViewportRelative "LAYER_VIEWPORT_RELATIVE" Bool(bool) true,
    FsBlendEquationAdvanced "FS_BLEND_EQUATION_ADVANCED" Uint(u32) true,
    SeparableProgram "SEPARABLE_PROGRAM" Bool(bool) true,
    LegacyMathRules "LEGACY_MATH_RULES" Bool(bool) true,
    /// NV_vertex_program1_1 / ARB_vertex_program `OPTION ..._position_invariant`:
    /// the position result is the fixed-function transform. Not TGSI.
    PositionInvariant "NV_POSITION_INVARIANT" Bool(bool) false,
}

impl PropertyName {
    /// The property spelled `name` (any case), TGSI's or the IR's own.
    pub fn from_name(name: &str) -> Option<PropertyName> {
        PropertyName::ALL
            .iter()
            .copied()
            .find(|p| p.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for PropertyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `NAME VALUE`, as after `PROPERTY` in TGSI / IR text.
impl fmt::Display for Property {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.name(), self.value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_property_round_trips_through_its_name_and_value() {
        for &name in PropertyName::ALL {
            assert_eq!(PropertyName::from_name(name.name()), Some(name));
            let kind = name.kind();
            let values: Vec<PropertyValue> = match kind {
                ValueKind::Bool => vec![PropertyValue::Bool(false), PropertyValue::Bool(true)],
                ValueKind::Uint => vec![PropertyValue::Uint(0), PropertyValue::Uint(u32::MAX)],
                _ => kind
                    .names()
                    .iter()
                    .filter_map(|n| kind.from_name(n))
                    .collect(),
            };
            assert!(!values.is_empty(), "{name}");
            for value in values {
                let p = Property::new(name, value).unwrap();
                assert_eq!((p.name(), p.value()), (name, value));
            }
        }
    }

    #[test]
    fn a_value_of_the_wrong_kind_makes_no_property() {
        assert_eq!(
            Property::new(PropertyName::GsInputPrimitive, PropertyValue::Uint(3)),
            None
        );
        assert_eq!(
            Property::new(PropertyName::MulZeroWins, PropertyValue::Uint(1)),
            None
        );
    }

    #[test]
    fn properties_print_as_in_tgsi_text() {
        assert_eq!(
            Property::GsInputPrimitive(Primitive::TrianglesAdjacency).to_string(),
            "GS_INPUT_PRIMITIVE TRIANGLES_ADJACENCY"
        );
        assert_eq!(
            Property::GsMaxOutputVertices(4).to_string(),
            "GS_MAX_OUTPUT_VERTICES 4"
        );
        // Booleans print as Mesa's unsigned integers.
        assert_eq!(Property::MulZeroWins(true).to_string(), "MUL_ZERO_WINS 1");
        assert_eq!(
            Property::PositionInvariant(true).to_string(),
            "NV_POSITION_INVARIANT 1"
        );
        assert!(!PropertyName::PositionInvariant.is_tgsi());
        assert!(PropertyName::NextShader.is_tgsi());
        assert_eq!(
            ValueKind::Bool.from_uint(7),
            Some(PropertyValue::Bool(true))
        );
    }

    #[test]
    fn geometry_input_vertices_follow_u_vertices_per_prim() {
        assert_eq!(Primitive::Points.vertices(), Some(1));
        assert_eq!(Primitive::LineStrip.vertices(), Some(2));
        assert_eq!(Primitive::TriangleFan.vertices(), Some(3));
        assert_eq!(Primitive::LineStripAdjacency.vertices(), Some(4));
        assert_eq!(Primitive::TrianglesAdjacency.vertices(), Some(6));
        assert_eq!(Primitive::Quads.vertices(), None);
    }
}
