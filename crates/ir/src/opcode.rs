//! The op table: one row per IR opcode, shared by every front end, the
//! printer, the validator and every engine.
//!
//! The row says how an op is spelled in IR text, what it writes, what each
//! source is read as, and the shape of its result. What the op computes is
//! defined by the reference interpreter (`shasm-exec`), parameterised by the
//! program's [`crate::Semantics`], so that one row serves every ISA.

use std::fmt;

/// How a source operand is read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SrcKind {
    /// A four-component vector.
    Vector,
    /// One component (the first after swizzling), e.g. RCP's operand.
    Scalar,
    /// A scalar whose raw 32 bits are used (NV UP2H..UP4UB).
    RawScalar,
    /// An integer address register read whole (NV ARA).
    Address,
    /// A register used only for its integer value (PICA LOOP reads `i0`..`i3`).
    Integer,
}

/// The shape of an op's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// `dst[i] = f(src0[i], src1[i], ...)`: every component independent.
    Componentwise,
    /// A scalar function of the first component of each source, replicated.
    Scalar,
    /// A reduction over several components (dot products), replicated.
    Dot,
    /// Each result component has its own formula (LIT, DST, EXP, PK2H, ...).
    Special,
    /// Screen-space derivative: needs the neighbouring invocations of a quad.
    Derivative,
    /// Writes an address register.
    Address,
    /// Samples or queries a texture.
    Texture,
    /// Discards the fragment.
    Kill,
    /// Changes the flow of control.
    Flow,
    /// Emits geometry.
    Geometry,
    /// Reads its operands and writes its result as words of its own types
    /// (TGSI's float-to-mask comparisons, FMA, bit counts, doubles and
    /// 64-bit integers in component pairs): [`crate::ops::typed`].
    Typed,
}

/// Static facts about one opcode.
#[derive(Copy, Clone, Debug)]
pub struct OpInfo {
    pub opcode: Opcode,
    /// The spelling in IR (TGSI-style) text.
    pub name: &'static str,
    pub has_dst: bool,
    /// The sources, in order. Flow ops list their optional operands.
    pub srcs: &'static [SrcKind],
    pub shape: Shape,
    /// The row's documentation, one entry per line (what the op computes;
    /// `docs/ops.md` shows it).
    pub doc: &'static [&'static str],
}

impl OpInfo {
    /// What the op computes, in one line: the row's documentation joined.
    pub fn summary(&self) -> String {
        let words: Vec<&str> = self.doc.iter().map(|l| l.trim()).collect();
        words.join(" ")
    }
}

macro_rules! op_table {
    ($( $(#[doc = $doc:literal])* $variant:ident $name:literal $dst:literal [$($src:ident),*] $shape:ident; )*) => {
        /// Every operation of the IR. See [`OP_TABLE`] for the static facts.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            $( $(#[doc = $doc])* $variant, )*
        }

        /// The op table, indexed by `Opcode as usize`.
        pub static OP_TABLE: &[OpInfo] = &[
            $( OpInfo {
                opcode: Opcode::$variant,
                name: $name,
                has_dst: $dst,
                srcs: &[$(SrcKind::$src),*],
                shape: Shape::$shape,
                doc: &[$($doc),*],
            }, )*
        ];
    };
}

op_table! {
    // ---- component-wise float arithmetic -------------------------------
    /// `|a|`.
    Abs "ABS" true [Vector] Componentwise;
    /// `a + b`.
    Add "ADD" true [Vector, Vector] Componentwise;
    /// `a - b`.
    Sub "SUB" true [Vector, Vector] Componentwise;
    /// `a * b`.
    Mul "MUL" true [Vector, Vector] Componentwise;
    /// `a * b + c`, rounded after the multiply (never fused).
    Mad "MAD" true [Vector, Vector, Vector] Componentwise;
    /// `a * b + (1 - a) * c` (NV_fragment_program, gp4, current TGSI).
    Lrp "LRP" true [Vector, Vector, Vector] Componentwise;
    /// `a * (b - c) + c` (ATI_fragment_shader LERP, TGSI §1.2.4).
    Lerp "LERP" true [Vector, Vector, Vector] Componentwise;
    /// `c > 0.5 ? a : b` (TGSI §1.2.5).
    Cnd "CND" true [Vector, Vector, Vector] Componentwise;
    /// `c >= 0.0 ? a : b` (TGSI §1.2.6).
    Cnd0 "CND0" true [Vector, Vector, Vector] Componentwise;
    /// `a < 0 ? b : c` (ARB, gp4).
    Cmp "CMP" true [Vector, Vector, Vector] Componentwise;
    /// `min(a, b)`; NaN per the ISA.
    Min "MIN" true [Vector, Vector] Componentwise;
    /// `max(a, b)`; NaN per the ISA.
    Max "MAX" true [Vector, Vector] Componentwise;
    /// Set on less than: 1.0 / 0.0.
    Slt "SLT" true [Vector, Vector] Componentwise;
    /// Set on `a >= b`: 1.0 / 0.0.
    Sge "SGE" true [Vector, Vector] Componentwise;
    /// Set on `a == b`: 1.0 / 0.0.
    Seq "SEQ" true [Vector, Vector] Componentwise;
    /// Set on `a > b`: 1.0 / 0.0.
    Sgt "SGT" true [Vector, Vector] Componentwise;
    /// Set on `a <= b`: 1.0 / 0.0.
    Sle "SLE" true [Vector, Vector] Componentwise;
    /// Set on `a != b`: 1.0 / 0.0.
    Sne "SNE" true [Vector, Vector] Componentwise;
    /// Set on false: always 0.0.
    Sfl "SFL" true [Vector, Vector] Componentwise;
    /// Set on true: always 1.0.
    Str "STR" true [Vector, Vector] Componentwise;
    /// `floor(a)`.
    Flr "FLR" true [Vector] Componentwise;
    /// `a - floor(a)`.
    Frc "FRC" true [Vector] Componentwise;
    /// `ceil(a)`.
    Ceil "CEIL" true [Vector] Componentwise;
    /// `a` rounded toward zero.
    Trunc "TRUNC" true [Vector] Componentwise;
    /// Round to nearest, ties to even.
    Round "ROUND" true [Vector] Componentwise;
    /// Sign: -1, 0 or +1.
    Ssg "SSG" true [Vector] Componentwise;
    /// `a`.
    Mov "MOV" true [Vector] Componentwise;
    /// gp4: divide each component by a scalar.
    Div "DIV" true [Vector, Scalar] Componentwise;

    // ---- integer (gp4 .S / .U data types) -------------------------------
    /// Integer modulus by a scalar.
    Mod "MOD" true [Vector, Scalar] Componentwise;
    /// Bitwise `a & b`.
    And "AND" true [Vector, Vector] Componentwise;
    /// Bitwise `a | b`.
    Or "OR" true [Vector, Vector] Componentwise;
    /// Bitwise `a ^ b`.
    Xor "XOR" true [Vector, Vector] Componentwise;
    /// Bitwise `!a`.
    Not "NOT" true [Vector] Componentwise;
    /// `a << b.x`.
    Shl "SHL" true [Vector, Scalar] Componentwise;
    /// `a >> b.x` (arithmetic for signed).
    Shr "SHR" true [Vector, Scalar] Componentwise;
    /// Sum of absolute differences: `|a - b| + c` (unsigned).
    Sad "SAD" true [Vector, Vector, Vector] Componentwise;
    /// Integer to float.
    I2f "I2F" true [Vector] Componentwise;

    // ---- reductions ------------------------------------------------------
    /// `a.x*b.x + a.y*b.y`, replicated.
    Dp2 "DP2" true [Vector, Vector] Dot;
    /// Three-component dot product, replicated.
    Dp3 "DP3" true [Vector, Vector] Dot;
    /// Four-component dot product, replicated.
    Dp4 "DP4" true [Vector, Vector] Dot;
    /// `a.xyz . b.xyz + b.w`.
    Dph "DPH" true [Vector, Vector] Dot;
    /// `a.x*b.x + a.y*b.y + c.x` (TGSI DOT2ADD §1.2.7, gp4 DP2A).
    Dp2a "DP2A" true [Vector, Vector, Vector] Dot;

    // ---- scalar functions, replicated ------------------------------------
    /// `1 / a.x`, replicated.
    Rcp "RCP" true [Scalar] Scalar;
    /// Reciprocal clamped away from zero and infinity (NV).
    Rcc "RCC" true [Scalar] Scalar;
    /// `1 / sqrt(a.x)` (of `|a.x|` where the ISA says), replicated.
    Rsq "RSQ" true [Scalar] Scalar;
    /// `2^a.x`, replicated.
    Ex2 "EX2" true [Scalar] Scalar;
    /// `log2(a.x)`, replicated.
    Lg2 "LG2" true [Scalar] Scalar;
    /// `cos(a.x)`, replicated.
    Cos "COS" true [Scalar] Scalar;
    /// `sin(a.x)`, replicated.
    Sin "SIN" true [Scalar] Scalar;
    /// `a.x^b.x`, replicated.
    Pow "POW" true [Scalar, Scalar] Scalar;

    // ---- special formulas ------------------------------------------------
    /// Partial-precision 2^x: (2^floor(x), frac(x), 2^x, 1).
    Exp "EXP" true [Scalar] Special;
    /// Partial-precision log2|x|: (exponent, mantissa, log2|x|, 1).
    Log "LOG" true [Scalar] Special;
    /// Lighting coefficients.
    Lit "LIT" true [Vector] Special;
    /// PICA partial lighting: clamps and sets the predicate flags.
    Litp "LITP" true [Vector] Special;
    /// Distance vector `(1, a.y*b.y, a.z, b.w)`.
    Dst "DST" true [Vector, Vector] Special;
    /// 2D coordinate transform (NV_fragment_program).
    X2d "X2D" true [Vector, Vector, Vector] Special;
    /// Reflection vector (NV_fragment_program).
    Rfl "RFL" true [Vector, Vector] Special;
    /// Cross product.
    Xpd "XPD" true [Vector, Vector] Special;
    /// Cosine and sine: `(cos a, sin a, -, -)`.
    Scs "SCS" true [Scalar] Special;
    /// Normalise a 3-component vector.
    Nrm "NRM" true [Vector] Special;
    /// ARB extended swizzle: components may be 0, 1 or negated.
    Swz "SWZ" true [Vector] Special;
    /// Pack `a.xy` as two fp16 halves into one word.
    Pk2h "PK2H" true [Vector] Special;
    /// Pack `a.xy` as two unsigned 16-bit fractions.
    Pk2us "PK2US" true [Vector] Special;
    /// Pack `a` as four signed 8-bit fractions.
    Pk4b "PK4B" true [Vector] Special;
    /// Pack `a` as four unsigned 8-bit fractions.
    Pk4ub "PK4UB" true [Vector] Special;
    /// Unpack two fp16 halves of `a.x`.
    Up2h "UP2H" true [RawScalar] Special;
    /// Unpack two unsigned 16-bit fractions of `a.x`.
    Up2us "UP2US" true [RawScalar] Special;
    /// Unpack four signed 8-bit fractions of `a.x`.
    Up4b "UP4B" true [RawScalar] Special;
    /// Unpack four unsigned 8-bit fractions of `a.x`.
    Up4ub "UP4UB" true [RawScalar] Special;
    /// PICA CMP: sets `PRED[0].x` / `.y` from two comparisons.
    Setp "SETP" true [Vector, Vector] Special;

    // ---- derivatives -----------------------------------------------------
    /// Screen-space derivative along x in the 2x2 quad.
    Ddx "DDX" true [Vector] Derivative;
    /// Screen-space derivative along y in the 2x2 quad.
    Ddy "DDY" true [Vector] Derivative;

    // ---- address registers -----------------------------------------------
    /// Load address register with floor.
    Arl "ARL" true [Vector] Address;
    /// Load address register, round to nearest even.
    Arr "ARR" true [Vector] Address;
    /// Address add: `(x+z, y+w, x+z, y+w)` of an address register.
    Ara "ARA" true [Address] Address;
    /// PICA MOVA: load `a0.x` / `a0.y`, truncating toward zero.
    Mova "MOVA" true [Vector] Address;
    /// TGSI UARL: load an address register with the source's integer
    /// words, unconverted.
    Uarl "UARL" true [Vector] Address;

    // ---- textures --------------------------------------------------------
    /// Sample the texture at `a`.
    Tex "TEX" true [Vector] Texture;
    /// Projective: divide the coordinates by `.w` (not for CUBE).
    Txp "TXP" true [Vector] Texture;
    /// LOD bias in `.w`.
    Txb "TXB" true [Vector] Texture;
    /// Explicit LOD in `.w`.
    Txl "TXL" true [Vector] Texture;
    /// Explicit partial derivatives.
    Txd "TXD" true [Vector, Vector, Vector] Texture;
    /// Texel fetch with integer coordinates.
    Txf "TXF" true [Vector] Texture;
    /// Size query.
    Txq "TXQ" true [Vector] Texture;

    // ---- kill ------------------------------------------------------------
    /// TGSI KILL: discard unconditionally.
    Kill "KILL" false [] Kill;
    /// TGSI KILL_IF / ARB KIL: discard if any component is negative.
    KillIf "KILL_IF" false [Vector] Kill;
    /// NV KIL: discard if the condition-code test passes on any component.
    Kil "KIL" false [] Kill;

    // ---- structured control flow (TGSI, gp4) ----------------------------
    /// TGSI: `if (src.x != 0.0)`; gp4: `if (condition)`.
    If "IF" false [Scalar] Flow;
    /// `if (src.x != 0)` on integers.
    Uif "UIF" false [Scalar] Flow;
    /// Start the else part of an IF.
    Else "ELSE" false [] Flow;
    /// End an IF.
    Endif "ENDIF" false [] Flow;
    /// Start a loop.
    Bgnloop "BGNLOOP" false [] Flow;
    /// End a loop (jump back).
    Endloop "ENDLOOP" false [] Flow;
    /// gp4 REP: repeat the block `src.x` times (or forever without a source).
    Rep "REP" false [Scalar] Flow;
    /// End a REP block.
    Endrep "ENDREP" false [] Flow;
    /// Break out of the innermost loop (if the condition holds).
    Brk "BRK" false [] Flow;
    /// Continue with the next iteration (if the condition holds).
    Cont "CONT" false [] Flow;
    /// Start a subroutine.
    Bgnsub "BGNSUB" false [] Flow;
    /// End a subroutine.
    Endsub "ENDSUB" false [] Flow;
    /// Call the subroutine at a label (if the condition holds).
    Cal "CAL" false [] Flow;
    /// Return (if the condition holds); ends the program on an empty stack.
    Ret "RET" false [] Flow;
    /// Branch to a label (if the condition holds): NV BRA, PICA JMPC/JMPU.
    Bra "BRA" false [] Flow;
    /// End the program.
    End "END" false [] Flow;
    /// Do nothing.
    Nop "NOP" false [] Flow;
    /// NV_vertex_program3 PUSHA: push an address register onto the call
    /// stack (which CAL shares); a full stack ends the program abnormally.
    Pusha "PUSHA" false [Address] Flow;
    /// NV_vertex_program3 POPA: pop the address register PUSHA pushed; an
    /// empty stack or a return address on top ends the program abnormally.
    Popa "POPA" true [] Flow;

    // ---- PICA200 stack-machine control flow -------------------------------
    /// PICA IFC/IFU: run to `target`, then skip `count` words; else jump to `target`.
    Ifr "IFR" false [] Flow;
    /// PICA CALL/CALLC/CALLU: run `count` words at `target`, then return.
    Calr "CALR" false [] Flow;
    /// PICA LOOP: repeat through `target` (inclusive), counted by an int uniform.
    Loopr "LOOPR" false [Integer] Flow;
    /// PICA BREAK/BREAKC: pop the loop stack and leave the loop.
    Brkr "BRKR" false [] Flow;

    // ---- geometry --------------------------------------------------------
    /// Emit a vertex (TGSI/gp4 stream; PICA: into the SETEMIT slot).
    Emit "EMIT" false [] Geometry;
    /// End the current primitive (TGSI, gp4).
    Endprim "ENDPRIM" false [] Geometry;
    /// PICA SETEMIT: choose the slot and flags of the next EMIT.
    Setemit "SETEMIT" false [] Geometry;

    // ---- Mesa's current TGSI: typed ops (crate::ops::typed) -----------------
    /// Float `a == b` as an integer mask: ~0 or 0 (NaN: 0).
    Fseq "FSEQ" true [Vector, Vector] Typed;
    /// Float `a != b` as an integer mask (NaN: ~0).
    Fsne "FSNE" true [Vector, Vector] Typed;
    /// Float `a < b` as an integer mask (NaN: 0).
    Fslt "FSLT" true [Vector, Vector] Typed;
    /// Float `a >= b` as an integer mask (NaN: 0).
    Fsge "FSGE" true [Vector, Vector] Typed;
    /// Fused `a * b + c`, rounded once.
    Fma "FMA" true [Vector, Vector, Vector] Typed;
    /// Square root of `src.x`, correctly rounded, in every component
    /// (sqrt(-0) = -0, negative operands NaN).
    Sqrt "SQRT" true [Scalar] Typed;
    /// Index of the highest set bit, -1 for 0.
    Umsb "UMSB" true [Vector] Typed;
    /// Index of the highest bit differing from the sign bit, -1 for 0 and -1.
    Imsb "IMSB" true [Vector] Typed;
    /// Index of the lowest set bit, -1 for 0.
    Lsb "LSB" true [Vector] Typed;
    /// Number of set bits.
    Popc "POPC" true [Vector] Typed;
    /// Interpolate an input at the centroid (single-sample: its value).
    InterpCentroid "INTERP_CENTROID" true [Vector] Typed;
    /// Interpolate an input at sample `b.x` (single-sample: its value).
    InterpSample "INTERP_SAMPLE" true [Vector, Vector] Typed;
    /// Interpolate an input at offset `b.xy` (single-sample: its value).
    InterpOffset "INTERP_OFFSET" true [Vector, Vector] Typed;
    /// Double `a + b` per pair.
    Dadd "DADD" true [Vector, Vector] Typed;
    /// Double `a * b` per pair.
    Dmul "DMUL" true [Vector, Vector] Typed;
    /// Double `a * b + c`, the product rounded.
    Dmad "DMAD" true [Vector, Vector, Vector] Typed;
    /// Double fused `a * b + c`.
    Dfma "DFMA" true [Vector, Vector, Vector] Typed;
    /// Double `a / b` per pair.
    Ddiv "DDIV" true [Vector, Vector] Typed;
    /// Double `sqrt(a)` per pair.
    Dsqrt "DSQRT" true [Vector] Typed;
    /// Double `1 / sqrt(a)` per pair.
    Drsq "DRSQ" true [Vector] Typed;
    /// Double `1 / a` per pair.
    Drcp "DRCP" true [Vector] Typed;
    /// Double `min(a, b)` per pair (NaN: the other).
    Dmin "DMIN" true [Vector, Vector] Typed;
    /// Double `max(a, b)` per pair (NaN: the other).
    Dmax "DMAX" true [Vector, Vector] Typed;
    /// Double `a == b` as masks in .x and .z.
    Dseq "DSEQ" true [Vector, Vector] Typed;
    /// Double `a != b` as masks in .x and .z.
    Dsne "DSNE" true [Vector, Vector] Typed;
    /// Double `a < b` as masks in .x and .z.
    Dslt "DSLT" true [Vector, Vector] Typed;
    /// Double `a >= b` as masks in .x and .z.
    Dsge "DSGE" true [Vector, Vector] Typed;
    /// Double `|a|` per pair.
    Dabs "DABS" true [Vector] Typed;
    /// Double `-a` per pair.
    Dneg "DNEG" true [Vector] Typed;
    /// Double `a - floor(a)` per pair.
    Dfrac "DFRAC" true [Vector] Typed;
    /// `a * 2^b` (b.x for .xy, b.z for .zw).
    Dldexp "DLDEXP" true [Vector, Vector] Typed;
    /// `frexp(a.xy)`: the significand (in [0.5, 1), a's sign) to dst's .xy
    /// and .zw, the integer exponent to every component of dst2.
    Dfracexp "DFRACEXP" true [Vector] Typed;
    /// Floats `a.x`, `a.y` to doubles in .xy, .zw.
    F2d "F2D" true [Vector] Typed;
    /// Doubles .xy, .zw to floats in .x, .y.
    D2f "D2F" true [Vector] Typed;
    /// Signed `a.x`, `a.y` to doubles.
    I2d "I2D" true [Vector] Typed;
    /// Doubles to signed integers in .x, .y (truncated).
    D2i "D2I" true [Vector] Typed;
    /// Unsigned `a.x`, `a.y` to doubles.
    U2d "U2D" true [Vector] Typed;
    /// Doubles to unsigned integers in .x, .y (truncated).
    D2u "D2U" true [Vector] Typed;
    /// Double `a` rounded toward zero per pair.
    Dtrunc "DTRUNC" true [Vector] Typed;
    /// Double `ceil(a)` per pair.
    Dceil "DCEIL" true [Vector] Typed;
    /// Double `floor(a)` per pair.
    Dflr "DFLR" true [Vector] Typed;
    /// Double `a` rounded to nearest even per pair.
    Dround "DROUND" true [Vector] Typed;
    /// Double sign (-1, 0, 1) per pair.
    Dssg "DSSG" true [Vector] Typed;
    /// 64-bit `a + b` per pair, wrapping.
    U64add "U64ADD" true [Vector, Vector] Typed;
    /// 64-bit `a * b` per pair, low 64 bits.
    U64mul "U64MUL" true [Vector, Vector] Typed;
    /// 64-bit signed `|a|` per pair, wrapping.
    I64abs "I64ABS" true [Vector] Typed;
    /// 64-bit `-a` per pair.
    I64neg "I64NEG" true [Vector] Typed;
    /// 64-bit signed sign (-1, 0, 1) per pair.
    I64ssg "I64SSG" true [Vector] Typed;
    /// 64-bit `a == b` as masks in .x and .z.
    U64seq "U64SEQ" true [Vector, Vector] Typed;
    /// 64-bit `a != b` as masks in .x and .z.
    U64sne "U64SNE" true [Vector, Vector] Typed;
    /// 64-bit unsigned `a < b` as masks in .x and .z.
    U64slt "U64SLT" true [Vector, Vector] Typed;
    /// 64-bit unsigned `a >= b` as masks in .x and .z.
    U64sge "U64SGE" true [Vector, Vector] Typed;
    /// 64-bit signed `a < b` as masks in .x and .z.
    I64slt "I64SLT" true [Vector, Vector] Typed;
    /// 64-bit signed `a >= b` as masks in .x and .z.
    I64sge "I64SGE" true [Vector, Vector] Typed;
    /// 64-bit signed `min(a, b)` per pair.
    I64min "I64MIN" true [Vector, Vector] Typed;
    /// 64-bit unsigned `min(a, b)` per pair.
    U64min "U64MIN" true [Vector, Vector] Typed;
    /// 64-bit signed `max(a, b)` per pair.
    I64max "I64MAX" true [Vector, Vector] Typed;
    /// 64-bit unsigned `max(a, b)` per pair.
    U64max "U64MAX" true [Vector, Vector] Typed;
    /// 64-bit `a << (b & 63)`; counts b.x, b.y.
    U64shl "U64SHL" true [Vector, Vector] Typed;
    /// 64-bit arithmetic `a >> (b & 63)`; counts b.x, b.y.
    I64shr "I64SHR" true [Vector, Vector] Typed;
    /// 64-bit logical `a >> (b & 63)`; counts b.x, b.y.
    U64shr "U64SHR" true [Vector, Vector] Typed;
    /// 64-bit signed `a / b` per pair (by 0: all ones).
    I64div "I64DIV" true [Vector, Vector] Typed;
    /// 64-bit unsigned `a / b` per pair (by 0: all ones).
    U64div "U64DIV" true [Vector, Vector] Typed;
    /// 64-bit signed `a % b` per pair (by 0: all ones).
    I64mod "I64MOD" true [Vector, Vector] Typed;
    /// 64-bit unsigned `a % b` per pair (by 0: all ones).
    U64mod "U64MOD" true [Vector, Vector] Typed;
    /// Floats `a.x`, `a.y` to unsigned 64-bit integers.
    F2u64 "F2U64" true [Vector] Typed;
    /// Floats `a.x`, `a.y` to signed 64-bit integers.
    F2i64 "F2I64" true [Vector] Typed;
    /// Zero-extend `a.x`, `a.y` to 64 bits.
    U2i64 "U2I64" true [Vector] Typed;
    /// Sign-extend `a.x`, `a.y` to 64 bits.
    I2i64 "I2I64" true [Vector] Typed;
    /// Doubles to unsigned 64-bit integers.
    D2u64 "D2U64" true [Vector] Typed;
    /// Doubles to signed 64-bit integers.
    D2i64 "D2I64" true [Vector] Typed;
    /// Unsigned 64-bit integers to floats in .x, .y.
    U642f "U642F" true [Vector] Typed;
    /// Signed 64-bit integers to floats in .x, .y.
    I642f "I642F" true [Vector] Typed;
    /// Unsigned 64-bit integers to doubles.
    U642d "U642D" true [Vector] Typed;
    /// Signed 64-bit integers to doubles.
    I642d "I642D" true [Vector] Typed;

    // ---- Mesa's current TGSI: derivatives and textures ----------------------
    /// DDX with one derivative per row (the same in shasm's quads).
    DdxFine "DDX_FINE" true [Vector] Derivative;
    /// DDY with one derivative per column (the same in shasm's quads).
    DdyFine "DDY_FINE" true [Vector] Derivative;
    /// Gather component `b.x` of the four texels a bilinear lookup of
    /// level 0 would read.
    Tg4 "TG4" true [Vector, Vector] Texture;
    /// The level of detail a lookup would use: (accessed, computed, 0, 0).
    Lodq "LODQ" true [Vector] Texture;
    /// TXL with level of detail 0; `.w` unused.
    TexLz "TEX_LZ" true [Vector] Texture;
    /// TXF with level 0; `.w` unused.
    TxfLz "TXF_LZ" true [Vector] Texture;

    // ---- Mesa's current TGSI: sampler-view lookups (`SVIEW[n]`) -------------
    /// Sample the view at `a` (as TEX).
    Sample "SAMPLE" true [Vector] Texture;
    /// Sample with the LOD bias `b.x` added.
    SampleB "SAMPLE_B" true [Vector, Vector] Texture;
    /// Sample comparing the reference `b.x` with the depth.
    SampleC "SAMPLE_C" true [Vector, Vector] Texture;
    /// SAMPLE_C at level of detail 0.
    SampleCLz "SAMPLE_C_LZ" true [Vector, Vector] Texture;
    /// Sample with the derivatives `b` (x) and `c` (y).
    SampleD "SAMPLE_D" true [Vector, Vector, Vector] Texture;
    /// Sample at the explicit level of detail `b.x`.
    SampleL "SAMPLE_L" true [Vector, Vector] Texture;
    /// Fetch the texel at integer `a`, level `a.w` (as TXF).
    SampleI "SAMPLE_I" true [Vector] Texture;
    /// SAMPLE_I of sample `b.x` (an unsigned integer) of a multisample
    /// view. shasm's textures hold one sample per texel: sample 0 is the
    /// texel, any other reads (0, 0, 0, 0).
    SampleIMs "SAMPLE_I_MS" true [Vector, Vector] Texture;
    /// Size of level `a.x` (integer) and the number of levels (as TXQ).
    Sviewinfo "SVIEWINFO" true [Vector] Texture;
    /// TG4 of the view's first (red) component.
    Gather4 "GATHER4" true [Vector] Texture;
}

impl Opcode {
    pub fn info(self) -> &'static OpInfo {
        &OP_TABLE[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn shape(self) -> Shape {
        self.info().shape
    }

    pub fn has_dst(self) -> bool {
        self.info().has_dst
    }

    /// Whether the op writes a second destination
    /// ([`crate::Instruction::dst2`]): only TGSI's DFRACEXP, whose `Dst[1]`
    /// receives the exponent.
    pub fn has_dst2(self) -> bool {
        self == Opcode::Dfracexp
    }

    pub fn num_srcs(self) -> usize {
        self.info().srcs.len()
    }

    /// Look an opcode up by its IR spelling (case-sensitive).
    pub fn from_name(name: &str) -> Option<Opcode> {
        OP_TABLE.iter().find(|i| i.name == name).map(|i| i.opcode)
    }

    /// Whether a texture op names a sampler view (`SVIEW[n]`, written after
    /// its first source) rather than a sampler and a target (TGSI's
    /// SAMPLE family).
    pub fn uses_sampler_view(self) -> bool {
        matches!(
            self,
            Opcode::Sample
                | Opcode::SampleB
                | Opcode::SampleC
                | Opcode::SampleCLz
                | Opcode::SampleD
                | Opcode::SampleL
                | Opcode::SampleI
                | Opcode::SampleIMs
                | Opcode::Sviewinfo
                | Opcode::Gather4
        )
    }

    /// Whether a sampler-view op also names a sampler (`SAMP[n]`): every
    /// one but the unfiltered SAMPLE_I, SAMPLE_I_MS and SVIEWINFO.
    pub fn takes_sampler(self) -> bool {
        self.uses_sampler_view()
            && !matches!(
                self,
                Opcode::SampleI | Opcode::SampleIMs | Opcode::Sviewinfo
            )
    }

    /// Whether the op changes the flow of control (branches, loops, calls, END).
    pub fn is_flow(self) -> bool {
        self.shape() == Shape::Flow
    }

    /// Whether the op produces a single value replicated to every component.
    pub fn is_replicating(self) -> bool {
        matches!(self.shape(), Shape::Scalar | Shape::Dot)
            || matches!(
                self,
                Opcode::Pk2h | Opcode::Pk2us | Opcode::Pk4b | Opcode::Pk4ub
            )
    }

    /// Integer-only ops (gp4 `.S`/`.U`).
    pub fn is_integer_only(self) -> bool {
        matches!(
            self,
            Opcode::Mod
                | Opcode::And
                | Opcode::Or
                | Opcode::Xor
                | Opcode::Not
                | Opcode::Shl
                | Opcode::Shr
                | Opcode::Sad
        )
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_opcode() {
        for (i, info) in OP_TABLE.iter().enumerate() {
            assert_eq!(info.opcode as usize, i, "{}", info.name);
        }
    }

    #[test]
    fn every_op_says_what_it_computes() {
        for info in OP_TABLE {
            assert!(
                !info.summary().is_empty(),
                "{} has no documentation",
                info.name
            );
        }
    }

    #[test]
    fn names_are_unique_and_round_trip() {
        for info in OP_TABLE {
            assert_eq!(Opcode::from_name(info.name), Some(info.opcode));
        }
    }
}
