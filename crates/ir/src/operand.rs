//! Register files, operands, swizzles, write masks and condition tests.

use crate::handle::Reg;
use std::fmt;

/// A register file. Every register the IR talks about lives in exactly one.
///
/// The TGSI spelling (used by the printer) is given per variant; files that
/// TGSI never had are printed with names of our own, documented here.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum File {
    /// `IN`: per-invocation inputs (NV `v[]`/`f[]`, PICA `v0`..`v15`).
    Input,
    /// `OUT`: results (NV `o[]`, PICA `o0`..`o15`).
    Output,
    /// `TEMP`: read/write temporaries (NV `R`/`H`, PICA `r0`..`r15`).
    Temp,
    /// `CONST`: read-only parameters (NV `c[]`/`p[]`/named, PICA `c0`..`c95`).
    Const,
    /// `IMM`: literal constants stored with the program.
    Immediate,
    /// `ADDR`: integer address registers (NV `A0`/`A1`, PICA `a0.x`/`a0.y`).
    Address,
    /// `CC`: NV condition-code registers (four LT/EQ/GT/UN fields each).
    CondCode,
    /// `PRED`: boolean predicates (PICA `cmp.x`/`cmp.y` are `PRED[0].x`/`.y`).
    Predicate,
    /// `SAMP`: texture samplers / image units.
    Sampler,
    /// `BOOL`: boolean uniforms (PICA `b0`..`b15`), one bit in `.x`.
    BoolConst,
    /// `INT`: integer uniforms (PICA `i0`..`i3`), four unsigned bytes.
    IntConst,
    /// `LOOP`: loop counters (PICA `aL` is `LOOP[0].x`).
    LoopCounter,
    /// `SV`: system values (vertex id, face, ...).
    SystemValue,
}

impl File {
    pub const ALL: [File; 13] = [
        File::Input,
        File::Output,
        File::Temp,
        File::Const,
        File::Immediate,
        File::Address,
        File::CondCode,
        File::Predicate,
        File::Sampler,
        File::BoolConst,
        File::IntConst,
        File::LoopCounter,
        File::SystemValue,
    ];

    /// The spelling in IR/TGSI text.
    pub fn name(self) -> &'static str {
        match self {
            File::Input => "IN",
            File::Output => "OUT",
            File::Temp => "TEMP",
            File::Const => "CONST",
            File::Immediate => "IMM",
            File::Address => "ADDR",
            File::CondCode => "CC",
            File::Predicate => "PRED",
            File::Sampler => "SAMP",
            File::BoolConst => "BOOL",
            File::IntConst => "INT",
            File::LoopCounter => "LOOP",
            File::SystemValue => "SV",
        }
    }

    pub fn from_name(name: &str) -> Option<File> {
        File::ALL
            .iter()
            .copied()
            .find(|f| f.name().eq_ignore_ascii_case(name))
    }

    /// Files an instruction may write.
    pub fn is_writable(self) -> bool {
        matches!(
            self,
            File::Output
                | File::Temp
                | File::Address
                | File::CondCode
                | File::Predicate
                | File::Const // vertex state programs write c[]
        )
    }

    /// Files whose components hold integers rather than floats.
    pub fn is_integer(self) -> bool {
        matches!(
            self,
            File::Address | File::BoolConst | File::IntConst | File::LoopCounter
        )
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A component index: 0 = x, 1 = y, 2 = z, 3 = w.
pub type Component = u8;

pub const COMPONENT_LETTERS: [char; 4] = ['x', 'y', 'z', 'w'];

/// A source swizzle: result component `i` is source component `self.0[i]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle(pub [Component; 4]);

impl Swizzle {
    pub const IDENTITY: Swizzle = Swizzle([0, 1, 2, 3]);

    /// A swizzle that replicates one component (`.xxxx`, `.yyyy`, ...).
    pub const fn replicate(c: Component) -> Swizzle {
        Swizzle([c, c, c, c])
    }

    pub fn is_identity(self) -> bool {
        self == Swizzle::IDENTITY
    }

    pub fn is_replicate(self) -> bool {
        self.0.iter().all(|&c| c == self.0[0])
    }

    /// Apply `outer` to the result of `self` (`r0.wzyx` then `.xxyy` gives `r0.wwzz`).
    pub fn then(self, outer: Swizzle) -> Swizzle {
        Swizzle(outer.0.map(|c| self.0[c as usize & 3]))
    }

    /// Parse letters `xyzw` (also `rgba`, `stpq` when `alternates`), 1 to 4 of
    /// them; fewer than four repeat the last one, as in TGSI and picasso.
    pub fn parse(text: &str, alternates: bool) -> Option<Swizzle> {
        let n = text.chars().count();
        if n == 0 || n > 4 {
            return None;
        }
        let mut out = [0u8; 4];
        let mut last = 0;
        for (i, ch) in text.chars().enumerate() {
            let c = component_from_letter(ch, alternates)?;
            out[i] = c;
            last = c;
        }
        for slot in out.iter_mut().skip(n) {
            *slot = last;
        }
        Some(Swizzle(out))
    }
}

impl Default for Swizzle {
    fn default() -> Swizzle {
        Swizzle::IDENTITY
    }
}

impl fmt::Display for Swizzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0 {
            write!(f, "{}", COMPONENT_LETTERS[c as usize & 3])?;
        }
        Ok(())
    }
}

/// Map a component letter to its index.
pub fn component_from_letter(ch: char, alternates: bool) -> Option<Component> {
    match ch {
        'x' | 'X' => Some(0),
        'y' | 'Y' => Some(1),
        'z' | 'Z' => Some(2),
        'w' | 'W' => Some(3),
        'r' | 'R' | 's' | 'S' if alternates => Some(0),
        'g' | 'G' | 't' | 'T' if alternates => Some(1),
        'b' | 'B' | 'p' | 'P' if alternates => Some(2),
        'a' | 'A' | 'q' | 'Q' if alternates => Some(3),
        _ => None,
    }
}

/// A destination write mask, bit 0 = x ... bit 3 = w.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WriteMask(pub u8);

impl WriteMask {
    pub const XYZW: WriteMask = WriteMask(0xF);
    pub const X: WriteMask = WriteMask(0x1);
    pub const NONE: WriteMask = WriteMask(0);

    pub fn has(self, c: Component) -> bool {
        self.0 & (1 << c) != 0
    }

    pub fn is_full(self) -> bool {
        self.0 & 0xF == 0xF
    }

    pub fn count(self) -> u32 {
        (self.0 & 0xF).count_ones()
    }

    /// Parse a mask written as letters in `xyzw` order (`xz`, `yzw`).
    /// Returns `None` for empty, repeated, unknown or out-of-order letters.
    pub fn parse_ordered(text: &str, alternates: bool) -> Option<WriteMask> {
        let mut mask = 0u8;
        let mut prev: i8 = -1;
        for ch in text.chars() {
            let c = component_from_letter(ch, alternates)? as i8;
            if c <= prev {
                return None;
            }
            prev = c;
            mask |= 1 << c;
        }
        (mask != 0).then_some(WriteMask(mask))
    }
}

impl Default for WriteMask {
    fn default() -> WriteMask {
        WriteMask::XYZW
    }
}

impl fmt::Display for WriteMask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in 0..4 {
            if self.has(c) {
                write!(f, "{}", COMPONENT_LETTERS[c as usize])?;
            }
        }
        Ok(())
    }
}

/// The base of relative addressing: one component of an address register.
/// The run-time index of a relative operand is its offset plus the value of
/// `reg.component`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Indirect {
    /// In `Address` (NV `A0`/`A1`, PICA `a0`), `LoopCounter` (PICA `aL`) or
    /// `Temp` (gp4 integer temporaries used as indices).
    pub reg: Reg,
    pub component: Component,
}

impl Indirect {
    pub const fn new(file: File, index: u32, component: Component) -> Indirect {
        Indirect {
            reg: Reg::new(file, index),
            component,
        }
    }

    /// The address register's file.
    pub const fn file(self) -> File {
        self.reg.file()
    }

    /// The address register's index.
    pub const fn index(self) -> u32 {
        self.reg.index()
    }
}

/// The register a source reads: a register, or an offset from an address
/// register's value in some file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SrcRegister {
    /// `TEMP[3]`, `c[12]`.
    Direct(Reg),
    /// `CONST[ADDR[0].x - 2]`, NV `c[A0.x - 2]`: register `offset +
    /// value(base)` of `file`, found at run time.
    Relative {
        file: File,
        base: Indirect,
        offset: i32,
    },
}

/// A source operand: register, relative addressing, swizzle and modifiers.
///
/// Modifiers apply in the order swizzle, absolute value, negate, which covers
/// every ISA: NV's `-|-x|` equals `-|x|`, so an inner negate before an absolute
/// value never needs to be kept.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Src {
    pub register: SrcRegister,
    /// Outer index of two-dimensional files (geometry inputs: the vertex;
    /// constant buffers: the buffer). `None` for one-dimensional access.
    pub dimension: Option<u32>,
    /// A relative outer index: with `Some(base)` the outer index is
    /// `dimension.unwrap_or(0) + value(base)`, found at run time
    /// (`IN[ADDR[0].x+1][2]`; NV_geometry_program4 `t[A0.x][1]`, the
    /// vertex chosen by an integer variable). Only geometry-program
    /// inputs take one ([`crate::validate()`]); an outer index outside the
    /// input primitive's vertices reads (0, 0, 0, 0).
    pub dimension_indirect: Option<Indirect>,
    pub swizzle: Swizzle,
    pub abs: bool,
    pub negate: bool,
}

impl Src {
    /// A direct read of `file[index]`.
    pub fn new(file: File, index: u32) -> Src {
        Src::of(Reg::new(file, index))
    }

    /// A direct read of `reg`.
    pub fn of(reg: Reg) -> Src {
        Src {
            register: SrcRegister::Direct(reg),
            dimension: None,
            dimension_indirect: None,
            swizzle: Swizzle::IDENTITY,
            abs: false,
            negate: false,
        }
    }

    /// A relative read of `file[offset + value(base)]`.
    pub fn relative(file: File, base: Indirect, offset: i32) -> Src {
        let mut src = Src::new(file, 0);
        src.register = SrcRegister::Relative { file, base, offset };
        src
    }

    /// The file read.
    pub fn file(&self) -> File {
        match self.register {
            SrcRegister::Direct(reg) => reg.file(),
            SrcRegister::Relative { file, .. } => file,
        }
    }

    /// The register of a direct source; `None` for a relative one.
    pub fn reg(&self) -> Option<Reg> {
        match self.register {
            SrcRegister::Direct(reg) => Some(reg),
            SrcRegister::Relative { .. } => None,
        }
    }

    /// The address register of a relative source.
    pub fn indirect(&self) -> Option<Indirect> {
        match self.register {
            SrcRegister::Direct(_) => None,
            SrcRegister::Relative { base, .. } => Some(base),
        }
    }

    /// The number in brackets, as text writes it: the register index of a
    /// direct source (indices past `i32::MAX` wrap, as no file is that
    /// large), the signed offset of a relative one. Use [`Src::reg`] or
    /// [`Src::register`] to tell them apart.
    pub fn index(&self) -> i32 {
        match self.register {
            SrcRegister::Direct(reg) => reg.index() as i32,
            SrcRegister::Relative { offset, .. } => offset,
        }
    }

    /// Move the source to `file`, keeping its index or offset.
    pub fn set_file(&mut self, file: File) {
        self.register = match self.register {
            SrcRegister::Direct(reg) => SrcRegister::Direct(reg.with_file(file)),
            SrcRegister::Relative { base, offset, .. } => {
                SrcRegister::Relative { file, base, offset }
            }
        };
    }

    /// Set the number in brackets (see [`Src::index`]).
    pub fn set_index(&mut self, index: i32) {
        self.register = match self.register {
            SrcRegister::Direct(reg) => SrcRegister::Direct(Reg::new(reg.file(), index as u32)),
            SrcRegister::Relative { file, base, .. } => SrcRegister::Relative {
                file,
                base,
                offset: index,
            },
        };
    }

    /// Address the source relative to `base` (the index becomes the
    /// offset), or directly (`None`: the offset becomes the index).
    pub fn set_indirect(&mut self, base: Option<Indirect>) {
        let (file, index) = (self.file(), self.index());
        self.register = match base {
            Some(base) => SrcRegister::Relative {
                file,
                base,
                offset: index,
            },
            None => SrcRegister::Direct(Reg::new(file, index as u32)),
        };
    }

    pub fn swizzled(mut self, swizzle: Swizzle) -> Src {
        self.swizzle = swizzle;
        self
    }

    pub fn negated(mut self) -> Src {
        self.negate = !self.negate;
        self
    }

    pub fn absolute(mut self) -> Src {
        self.abs = true;
        self.negate = false;
        self
    }

    /// The same register (file, index, addressing) as `other`, ignoring
    /// swizzle and modifiers. Used by "one distinct register" load rules.
    pub fn same_register(&self, other: &Src) -> bool {
        self.register == other.register
            && self.dimension == other.dimension
            && self.dimension_indirect == other.dimension_indirect
    }
}

/// A destination operand: register, write mask and optional condition test.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dst {
    /// The register written; with `indirect`, the base that the address
    /// register's value is added to (TGSI `TEMP[ADDR[0].x + 2]`).
    pub reg: Reg,
    pub indirect: Option<Indirect>,
    pub mask: WriteMask,
    /// NV conditional write mask: component `i` is written only if
    /// `cond.rule` holds for `cond.reg` component `cond.swizzle[i]`.
    pub cond: Option<CondTest>,
}

impl Dst {
    pub fn new(file: File, index: u32) -> Dst {
        Dst::of(Reg::new(file, index))
    }

    pub fn of(reg: Reg) -> Dst {
        Dst {
            reg,
            indirect: None,
            mask: WriteMask::XYZW,
            cond: None,
        }
    }

    pub fn masked(mut self, mask: WriteMask) -> Dst {
        self.mask = mask;
        self
    }

    pub fn file(&self) -> File {
        self.reg.file()
    }

    pub fn index(&self) -> u32 {
        self.reg.index()
    }
}

/// A condition-code test (NV `(GT.xyzw)`, `KIL LT.x`, `BRA l (NE.w)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CondTest {
    /// Which condition-code register, in [`File::CondCode`] (`CC[0]` for
    /// NV1-era programs; gp4 has `CC[0]`/`CC[1]`).
    pub reg: Reg,
    pub rule: CondRule,
    pub swizzle: Swizzle,
}

impl CondTest {
    /// A test of condition-code register `cc`.
    pub const fn new(cc: u32, rule: CondRule, swizzle: Swizzle) -> CondTest {
        CondTest {
            reg: Reg::new(File::CondCode, cc),
            rule,
            swizzle,
        }
    }

    /// The condition-code register's number.
    pub const fn cc(&self) -> u32 {
        self.reg.index()
    }
}

/// The value of one condition-code component.
///
/// NV_vertex_program2 / NV_fragment_program hold one of four values; the gp4
/// flag form (sign, zero, overflow, carry) is stored in the same byte as bits,
/// see [`CcValue::from_flags`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CcValue(pub u8);

impl CcValue {
    pub const LT: CcValue = CcValue(CC_SIGN);
    pub const EQ: CcValue = CcValue(CC_ZERO);
    pub const GT: CcValue = CcValue(0);
    /// Unordered: NaN. Sign and zero are both set, which no number produces.
    pub const UN: CcValue = CcValue(CC_SIGN | CC_ZERO);

    /// Classify a float the way NV condition codes do:
    /// NaN → UN, < 0 → LT, ±0 → EQ, > 0 → GT (NV_vertex_program2 §2.14.1.7).
    pub fn from_f32(v: f32) -> CcValue {
        if v.is_nan() {
            CcValue::UN
        } else if v < 0.0 {
            CcValue::LT
        } else if v == 0.0 {
            CcValue::EQ
        } else {
            CcValue::GT
        }
    }

    pub fn from_i32(v: i32) -> CcValue {
        match v.cmp(&0) {
            std::cmp::Ordering::Less => CcValue::LT,
            std::cmp::Ordering::Equal => CcValue::EQ,
            std::cmp::Ordering::Greater => CcValue::GT,
        }
    }

    /// Build a gp4-style flag value (sign, zero, overflow, carry).
    pub fn from_flags(sign: bool, zero: bool, overflow: bool, carry: bool) -> CcValue {
        CcValue(
            if sign { CC_SIGN } else { 0 }
                | if zero { CC_ZERO } else { 0 }
                | if overflow { CC_OVERFLOW } else { 0 }
                | if carry { CC_CARRY } else { 0 },
        )
    }

    pub fn sign(self) -> bool {
        self.0 & CC_SIGN != 0
    }
    pub fn zero(self) -> bool {
        self.0 & CC_ZERO != 0
    }
    pub fn overflow(self) -> bool {
        self.0 & CC_OVERFLOW != 0
    }
    pub fn carry(self) -> bool {
        self.0 & CC_CARRY != 0
    }
    pub fn is_unordered(self) -> bool {
        self.sign() && self.zero()
    }

    /// The NV name of the value: `LT`, `EQ`, `GT` or `UN`.
    pub fn nv_name(self) -> &'static str {
        match (self.sign(), self.zero()) {
            (true, true) => "UN",
            (true, false) => "LT",
            (false, true) => "EQ",
            (false, false) => "GT",
        }
    }
}

pub const CC_SIGN: u8 = 1;
pub const CC_ZERO: u8 = 2;
pub const CC_OVERFLOW: u8 = 4;
pub const CC_CARRY: u8 = 8;

/// Condition rules of NV condition-code tests.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CondRule {
    Eq,
    Ne,
    Lt,
    Ge,
    Le,
    Gt,
    Tr,
    Fl,
    // gp4 additions (NV_gpu_program4 §2.X.4.3): tests on the raw flags.
    /// NaN: unordered.
    Nan,
    /// LEG: less, equal or greater (ordered).
    Leg,
    /// CF / NCF: carry flag set / clear.
    Cf,
    Ncf,
    /// OF / NOF: overflow flag set / clear.
    Of,
    Nof,
    /// AB: unsigned above (carry clear and not zero); BLE: below or equal.
    Ab,
    Ble,
    /// SF / NSF: sign flag set / clear.
    Sf,
    Nsf,
}

impl CondRule {
    pub const ALL: [CondRule; 18] = [
        CondRule::Eq,
        CondRule::Ne,
        CondRule::Lt,
        CondRule::Ge,
        CondRule::Le,
        CondRule::Gt,
        CondRule::Tr,
        CondRule::Fl,
        CondRule::Nan,
        CondRule::Leg,
        CondRule::Cf,
        CondRule::Ncf,
        CondRule::Of,
        CondRule::Nof,
        CondRule::Ab,
        CondRule::Ble,
        CondRule::Sf,
        CondRule::Nsf,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CondRule::Eq => "EQ",
            CondRule::Ne => "NE",
            CondRule::Lt => "LT",
            CondRule::Ge => "GE",
            CondRule::Le => "LE",
            CondRule::Gt => "GT",
            CondRule::Tr => "TR",
            CondRule::Fl => "FL",
            CondRule::Nan => "NAN",
            CondRule::Leg => "LEG",
            CondRule::Cf => "CF",
            CondRule::Ncf => "NCF",
            CondRule::Of => "OF",
            CondRule::Nof => "NOF",
            CondRule::Ab => "AB",
            CondRule::Ble => "BLE",
            CondRule::Sf => "SF",
            CondRule::Nsf => "NSF",
        }
    }

    pub fn from_name(name: &str) -> Option<CondRule> {
        CondRule::ALL.iter().copied().find(|r| r.name() == name)
    }

    /// Whether one condition-code component passes this rule: the
    /// conditions of NV_gpu_program4 Table X.16 on the SF, ZF, OF and CF
    /// flags.
    ///
    /// Float results (and every NV1-era value) have OF = CF = 0, where the
    /// table reduces to NV_fragment_program §3.11.4.4 and
    /// NV_vertex_program2 §2.14.1.7 on LT/EQ/GT/UN (UN = SF and ZF: it
    /// passes only NE, NAN and TR). Integer results may set OF, which makes
    /// LT/LE/GT/GE give the true signed order after an overflowing
    /// subtract.
    pub fn test(self, v: CcValue) -> bool {
        let (sf, zf, of, cf) = (v.sign(), v.zero(), v.overflow(), v.carry());
        match self {
            CondRule::Eq => !sf && zf,
            CondRule::Ne => sf || !zf,
            CondRule::Lt => (sf && !zf) ^ of,
            CondRule::Ge => !(sf ^ of),
            CondRule::Le => sf ^ (zf || of),
            CondRule::Gt => (!sf ^ of) && !zf,
            CondRule::Tr => true,
            CondRule::Fl => false,
            CondRule::Nan => sf && zf,
            CondRule::Leg => !sf || !zf,
            CondRule::Cf => cf,
            CondRule::Ncf => !cf,
            CondRule::Of => of,
            CondRule::Nof => !of,
            CondRule::Ab => cf && !zf,
            CondRule::Ble => !cf || zf,
            CondRule::Sf => sf,
            CondRule::Nsf => !sf,
        }
    }
}

impl fmt::Display for CondRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direct_sources_name_a_register_and_relative_ones_an_offset() {
        let direct = Src::new(File::Const, 12);
        assert_eq!(direct.reg(), Some(Reg::new(File::Const, 12)));
        assert_eq!(
            (direct.file(), direct.index(), direct.indirect()),
            (File::Const, 12, None)
        );

        let a0x = Indirect::new(File::Address, 0, 0);
        assert_eq!((a0x.file(), a0x.index()), (File::Address, 0));
        let relative = Src::relative(File::Const, a0x, -5);
        assert_eq!(relative.reg(), None);
        assert_eq!(relative.indirect(), Some(a0x));
        assert_eq!((relative.file(), relative.index()), (File::Const, -5));
        assert!(!relative.same_register(&Src::new(File::Const, 5)));

        // The old field-style edits keep the number in brackets.
        let mut src = Src::new(File::Const, 0);
        src.set_index(-5);
        src.set_indirect(Some(a0x));
        assert_eq!(src, relative);
        src.set_file(File::Input);
        assert_eq!(src.file(), File::Input);
        src.set_indirect(None);
        src.set_index(7);
        assert_eq!(src.reg(), Some(Reg::new(File::Input, 7)));
    }

    #[test]
    fn destinations_and_condition_tests_hold_register_handles() {
        let d = Dst::new(File::Temp, 3).masked(WriteMask::X);
        assert_eq!(d.reg, Reg::new(File::Temp, 3));
        assert_eq!((d.file(), d.index()), (File::Temp, 3));
        assert_eq!(Dst::of(Reg::new(File::Temp, 3)).masked(WriteMask::X), d);
        let t = CondTest::new(1, CondRule::Ne, Swizzle::IDENTITY);
        assert_eq!(t.reg, Reg::new(File::CondCode, 1));
        assert_eq!(t.cc(), 1);
    }

    #[test]
    fn swizzle_parse_repeats_last_letter() {
        assert_eq!(Swizzle::parse("x", false), Some(Swizzle([0, 0, 0, 0])));
        assert_eq!(Swizzle::parse("yz", false), Some(Swizzle([1, 2, 2, 2])));
        assert_eq!(Swizzle::parse("wzyx", false), Some(Swizzle([3, 2, 1, 0])));
        assert_eq!(Swizzle::parse("rgba", true), Some(Swizzle::IDENTITY));
        assert_eq!(Swizzle::parse("rgba", false), None);
        assert_eq!(Swizzle::parse("xyzwx", false), None);
        assert_eq!(Swizzle::parse("", false), None);
    }

    #[test]
    fn swizzle_composition() {
        // picasso: alias = c0.wyxz, alias.xxww -> c0.wwzz
        let inner = Swizzle::parse("wyxz", false).unwrap();
        let outer = Swizzle::parse("xxww", false).unwrap();
        assert_eq!(inner.then(outer).to_string(), "wwzz");
    }

    #[test]
    fn write_mask_order_rules() {
        assert_eq!(
            WriteMask::parse_ordered("xz", false),
            Some(WriteMask(0b0101))
        );
        assert_eq!(WriteMask::parse_ordered("zx", false), None);
        assert_eq!(WriteMask::parse_ordered("xx", false), None);
        assert_eq!(WriteMask::parse_ordered("", false), None);
    }

    #[test]
    fn cc_rule_table_matches_nv_fragment_program_3_11_4_4() {
        // Rows: rule; columns LT EQ GT UN.
        let table = [
            (CondRule::Eq, [false, true, false, false]),
            (CondRule::Ne, [true, false, true, true]),
            (CondRule::Lt, [true, false, false, false]),
            (CondRule::Ge, [false, true, true, false]),
            (CondRule::Le, [true, true, false, false]),
            (CondRule::Gt, [false, false, true, false]),
            (CondRule::Tr, [true, true, true, true]),
            (CondRule::Fl, [false, false, false, false]),
        ];
        let values = [CcValue::LT, CcValue::EQ, CcValue::GT, CcValue::UN];
        for (rule, expect) in table {
            for (v, e) in values.iter().zip(expect) {
                assert_eq!(rule.test(*v), e, "{rule} on {}", v.nv_name());
            }
        }
    }

    #[test]
    fn gp4_float_flags_pass_only_ne_nan_tr_on_nan() {
        // Notes §5: "For a float NaN, only NE, NAN and TR pass" (SF = ZF = 1,
        // OF = CF = 0).
        let nan = CcValue::from_f32(f32::NAN);
        let passing: Vec<_> = CondRule::ALL
            .into_iter()
            .filter(|r| r.test(nan))
            .map(CondRule::name)
            .collect();
        // NCF, NOF also pass: CF and OF are clear for every float result.
        assert_eq!(passing, ["NE", "TR", "NAN", "NCF", "NOF", "BLE", "SF"]);
    }

    #[test]
    fn integer_true_fails_gt() {
        // Issue 24: an integer TRUE (-1) has SF set, so GT fails; NE passes.
        let t = CcValue::from_flags(true, false, false, false);
        assert!(!CondRule::Gt.test(t));
        assert!(CondRule::Ne.test(t));
        assert!(CondRule::Lt.test(t));
    }

    #[test]
    fn overflow_flips_the_ordered_rules() {
        // Table X.16 with OF: SF = 0, ZF = 0, OF = 1 (INT_MIN - 1 = INT_MAX)
        // reads as "less than".
        let v = CcValue::from_flags(false, false, true, false);
        assert!(CondRule::Lt.test(v));
        assert!(CondRule::Le.test(v));
        assert!(!CondRule::Gt.test(v));
        assert!(!CondRule::Ge.test(v));
        assert!(CondRule::Of.test(v) && !CondRule::Nof.test(v));
    }

    #[test]
    fn cc_classification() {
        assert_eq!(CcValue::from_f32(f32::NAN), CcValue::UN);
        assert_eq!(CcValue::from_f32(-0.0), CcValue::EQ);
        assert_eq!(CcValue::from_f32(f32::NEG_INFINITY), CcValue::LT);
        assert_eq!(CcValue::from_f32(f32::INFINITY), CcValue::GT);
    }
}
