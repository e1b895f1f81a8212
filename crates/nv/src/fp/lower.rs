//! Lowering a checked `!!FP1.0` program into the shared IR (see the
//! "NV_fragment_program" section of `shasm_ir`'s crate documentation).
//!
//! Register layout:
//!
//! | source | IR |
//! | --- | --- |
//! | `f[WPOS]`, `f[COL0]`, `f[COL1]`, `f[FOGC]`, `f[TEX0]`..`f[TEX7]` | `IN[0..11]` |
//! | `o[COLR]` / `o[COLH]` (fp16) | `OUT[0]` |
//! | `o[DEPR]` | `OUT[1]` |
//! | `R0`..`R31` | `TEMP[0..31]` |
//! | `H0`..`H63` (fp16) | `TEMP[32..95]` |
//! | `RC` / `HC` (fp16) | `TEMP[96]` / `TEMP[97]` |
//! | `p[0]`.. | `CONST[0]..`, [`Binding::Local`] |
//! | DECLAREd names | `CONST[64 + k]`, [`Binding::Named`] |
//! | literals and DEFINEs | `IMM[n]`, one merged vector per instruction |
//!
//! Every instruction gets an explicit [`Precision`]: the suffix, else the
//! destination's type (§3.11.4.2); fp32 when it reads `f[FOGC]` or
//! `f[TEXn]` whatever the suffix (§3.11.4.2, notes §3.2), and fp32 for the
//! texture, pack and unpack instructions, which take no precision suffix
//! (notes D11).

use super::Limits;
use super::ast::*;
use super::check::forces_fp32;
use super::ops::PrecisionSuffix;
use shasm_ir::{
    Binding, CondTest, Declaration, Dst, Extra, File, ImmType, Immediate, InstSpans, Instruction,
    Interpolation, Item, Modifiers, Precision, Program, Saturate, Semantic, SemanticName,
    Semantics, Span, Spelling, Src, Stage, StorageFormat, Swizzle, TexRef, WriteMask,
};

/// `OUT` index of the colour output (`o[COLR]` or `o[COLH]`).
pub const OUT_COLOR: u32 = 0;
/// `OUT` index of `o[DEPR]`.
pub const OUT_DEPTH: u32 = 1;
/// `TEMP` index of H0.
pub const TEMP_H0: u32 = 32;
/// `TEMP` index of RC.
pub const TEMP_RC: u32 = 96;
/// `TEMP` index of HC.
pub const TEMP_HC: u32 = 97;
/// `CONST` index of the first DECLAREd parameter.
pub const CONST_NAMED: u32 = 64;

/// Build the IR program of a parsed program that passed every check.
pub fn lower(ast: &Ast, limits: &Limits) -> Program {
    let mut p = Program::new(Stage::Fragment, Semantics::nv_fragment());
    // ARB_fragment_coord_conventions: the conventions of f[WPOS], said as
    // TGSI says them (the run converts the window position it is given).
    for o in &ast.options {
        let property = match o.coord {
            CoordOption::OriginUpperLeft => {
                shasm_ir::Property::FsCoordOrigin(shasm_ir::CoordOrigin::UpperLeft)
            }
            CoordOption::PixelCenterInteger => {
                shasm_ir::Property::FsCoordPixelCenter(shasm_ir::PixelCenter::Integer)
            }
        };
        if !p.properties.contains(&property) {
            p.properties.push(property);
        }
    }
    declare_registers(&mut p, ast, limits);
    for instr in &ast.instructions {
        let inst = lower_instruction(&mut p, instr);
        p.instructions.push(inst);
        p.spans.push(InstSpans {
            inst: Span::from(instr.span.clone()),
            dst: instr
                .dst
                .as_ref()
                .map_or(Span::NONE, |d| Span::from(d.span.clone())),
            src: instr
                .srcs
                .iter()
                .map(|s| Span::from(s.span.clone()))
                .collect(),
        });
    }
    p.origin = translation_origin();
    p
}

/// What a translation needs to know about NV_fragment_program
/// ([`shasm_ir::origin`]). TGSI computes in fp32: fp16 and fx12
/// arithmetic, H registers and the instructions it lacks are refused in
/// this language's words, before anything else. `KIL TR` is TGSI's KILL
/// and `KIL FL` never kills (§3.11.5.11); writes to RC without a
/// condition-code update do nothing (§3.11.4.4); the `R` precision is
/// fp32. `END` is syntax. `p[n]` become CONST[n] and DECLAREd parameters
/// CONST[64 + k], each with a note (their values must be loaded by the
/// application); and where TGSI defines an instruction differently
/// (special operands, denormals), a warning cites this spec. Condition
/// codes go to the passes of the back end (crates/passes/src/cc.rs).
fn translation_origin() -> shasm_ir::Origin {
    use shasm_ir::origin::{SpecSections, Step};
    shasm_ir::Origin {
        steps: vec![
            Step::RefuseUnexpressed {
                code: "nv-fp/translate-unsupported",
            },
            Step::ConstantKills,
            Step::DiscardedWrites(TEMP_RC),
            Step::FullPrecisionIsDefault,
            Step::AppendEnd { span_entry: false },
            Step::TargetSemantics,
            Step::UsedDeclarations {
                code: "nv-fp/translate-parameter",
                named_from: CONST_NAMED,
            },
            Step::SemanticDifferences {
                code: "nv-fp/translate-semantics",
                sections: SpecSections {
                    spec: "NV_fragment_program",
                    rsq: "§3.11.5.27",
                    min_max: "§3.11.5.16-17",
                    lit: "§3.11.5.13",
                    pow: "§3.11.5.24",
                    denormals: "§3.11.4.1",
                },
            },
        ],
        ..shasm_ir::Origin::default()
    }
}

fn named(file: File, index: u32, name: &str) -> Declaration {
    let mut d = Declaration::new(file, index, index);
    d.spelling = Some(Spelling::Named(name.to_string()));
    d
}

fn indexed(file: File, first: u32, last: u32, prefix: &str, suffix: &str) -> Declaration {
    let mut d = Declaration::new(file, first, last);
    d.spelling = Some(Spelling::Indexed {
        prefix: prefix.to_string(),
        suffix: suffix.to_string(),
        base: 0,
    });
    d
}

fn declare_registers(p: &mut Program, ast: &Ast, limits: &Limits) {
    // Attributes (Table X.1): always present; interpolated perspective-
    // correctly except the window position.
    for attr in Attr::ALL {
        let mut d = named(File::Input, attr.index(), &format!("f[{}]", attr.name()));
        let (name, index) = match attr {
            Attr::Wpos => (SemanticName::Position, 0),
            Attr::Col0 => (SemanticName::Color, 0),
            Attr::Col1 => (SemanticName::Color, 1),
            Attr::Fogc => (SemanticName::Fog, 0),
            Attr::Tex(n) => (SemanticName::TexCoord, u32::from(n)),
        };
        d.semantic = Some(Semantic { name, index });
        d.interpolation = Some(if attr == Attr::Wpos {
            Interpolation::Linear
        } else {
            Interpolation::Perspective
        });
        p.declarations.push(d);
    }

    // Outputs the program writes (at most one colour, §3.11.1.3).
    let mut color = None;
    let mut depth = false;
    for instr in &ast.instructions {
        match instr.dst.as_ref().map(|d| d.reg) {
            Some(DstReg::Output(Output::Depr)) => depth = true,
            Some(DstReg::Output(o)) => color = color.or(Some(o)),
            _ => {}
        }
    }
    if let Some(o) = color {
        let mut d = named(File::Output, OUT_COLOR, o.name());
        d.semantic = Some(Semantic {
            name: SemanticName::Color,
            index: 0,
        });
        if o == Output::Colh {
            d.format = StorageFormat::F16;
        }
        p.declarations.push(d);
    }
    if depth {
        let mut d = named(File::Output, OUT_DEPTH, Output::Depr.name());
        d.semantic = Some(Semantic {
            name: SemanticName::Position,
            index: 0,
        });
        p.declarations.push(d);
    }

    // Temporaries (Table X.2), zeroed for every fragment; RC and HC.
    p.declarations.push(indexed(File::Temp, 0, 31, "R", ""));
    let mut h = indexed(File::Temp, TEMP_H0, TEMP_H0 + 63, "H", "");
    h.format = StorageFormat::F16;
    p.declarations.push(h);
    p.declarations.push(named(File::Temp, TEMP_RC, "RC"));
    let mut hc = named(File::Temp, TEMP_HC, "HC");
    hc.format = StorageFormat::F16;
    p.declarations.push(hc);

    // Numbered and named local parameters (§3.11.2), (0,0,0,0) unless a
    // DECLARE initialises them.
    if limits.local_parameters > 0 {
        let mut locals = indexed(File::Const, 0, limits.local_parameters - 1, "p[", "]");
        locals.binding = Binding::Local;
        p.declarations.push(locals);
    }
    for (k, param) in ast.params.iter().enumerate() {
        let mut d = named(File::Const, CONST_NAMED + k as u32, &param.name);
        d.binding = Binding::Named(param.name.clone());
        d.initial = param.value;
        p.spans.set_item(
            Item::Declaration,
            p.declarations.len(),
            Span::from(param.span.clone()),
        );
        p.declarations.push(d);
    }

    // Texture image units the program samples.
    let mut units: Vec<u32> = ast
        .instructions
        .iter()
        .filter_map(|i| i.texture.as_ref().map(|t| t.unit))
        .collect();
    units.sort_unstable();
    units.dedup();
    for unit in units {
        let mut d = Declaration::new(File::Sampler, unit, unit);
        d.spelling = Some(Spelling::Named(format!("TEX{unit}")));
        p.declarations.push(d);
    }
}

fn dst_location(reg: DstReg) -> (File, u32) {
    match reg {
        DstReg::Temp(t) => temp_location(t),
        DstReg::Output(Output::Depr) => (File::Output, OUT_DEPTH),
        DstReg::Output(_) => (File::Output, OUT_COLOR),
        DstReg::Rc => (File::Temp, TEMP_RC),
        DstReg::Hc => (File::Temp, TEMP_HC),
    }
}

fn temp_location(t: Temp) -> (File, u32) {
    match t {
        Temp::R(n) => (File::Temp, u32::from(n)),
        Temp::H(n) => (File::Temp, TEMP_H0 + u32::from(n)),
    }
}

/// The operation precision (§3.11.4.2, notes §3.2).
fn precision(instr: &Instr) -> Precision {
    let op = instr.mnemonic.op;
    if op.is_texture() || op.is_pack() || op.is_unpack() || forces_fp32(instr) {
        return Precision::Full;
    }
    match instr.mnemonic.precision {
        Some(PrecisionSuffix::R) => Precision::Full,
        Some(PrecisionSuffix::H) => Precision::Half,
        Some(PrecisionSuffix::X) => Precision::Fixed,
        None => match instr.dst.as_ref().map(|d| d.reg) {
            Some(reg) if !reg.is_fp32() => Precision::Half,
            Some(_) => Precision::Full,
            None => Precision::Default,
        },
    }
}

fn cond_test(t: &CcTest) -> CondTest {
    CondTest::new(0, t.rule, Swizzle(t.swizzle))
}

fn lower_instruction(p: &mut Program, instr: &Instr) -> Instruction {
    let op = instr.mnemonic.op;
    let mut inst = Instruction::new(op.opcode);
    inst.modifiers = Modifiers {
        saturate: if instr.mnemonic.sat {
            Saturate::ZeroOne
        } else {
            Saturate::None
        },
        precision: precision(instr),
        cc_update: instr.mnemonic.cc.then_some(0),
        ..Modifiers::default()
    };
    if let Some(dst) = &instr.dst {
        let (file, index) = dst_location(dst.reg);
        let mut d = Dst::new(file, index).masked(WriteMask(dst.mask));
        d.cond = dst.cc.as_ref().map(cond_test);
        inst.dst = Some(d);
    }
    if let Some(t) = &instr.kill {
        inst.condition = shasm_ir::Condition::Cc(cond_test(t));
    }
    let merged = merge_constants(p, instr);
    for src in &instr.srcs {
        inst.src.push(lower_src(src, merged.as_ref()));
    }
    if let Some(tex) = &instr.texture {
        inst.extra = Extra::Texture(TexRef {
            unit: tex.unit,
            target: tex.target,
            offset: None,
        });
    }
    inst
}

/// The merged constant vector of one instruction: its immediate index and
/// its four words (§3.11.2: "the GL will automatically generate an
/// equivalent instruction that references a single merged vector
/// constant").
struct Merged {
    index: u32,
    values: [u32; 4],
}

impl Merged {
    fn position(&self, value: u32) -> u8 {
        self.values.iter().position(|&v| v == value).unwrap_or(0) as u8
    }
}

fn merge_constants(p: &mut Program, instr: &Instr) -> Option<Merged> {
    let consts: Vec<Constant> = instr
        .srcs
        .iter()
        .filter_map(|s| match &s.base {
            SrcBase::Const(c) => Some(*c),
            _ => None,
        })
        .collect();
    if consts.is_empty() {
        return None;
    }
    let mut distinct: Vec<u32> = Vec::with_capacity(4);
    for c in &consts {
        for v in c.values() {
            if !distinct.contains(v) {
                distinct.push(*v);
            }
        }
    }
    // Keep a vector constant's own layout when every other constant is one
    // of its components (`ADD R0, {1,2,3,4}, 4` reads {1,2,3,4}.xyzw and
    // {1,2,3,4}.w, as in the spec's example).
    let vectors: Vec<[u32; 4]> = consts
        .iter()
        .filter_map(|c| match c {
            Constant::Vector(v) => Some(*v),
            Constant::Scalar(_) => None,
        })
        .collect();
    let values = match vectors.first() {
        Some(v) if vectors.iter().all(|w| w == v) && distinct.iter().all(|d| v.contains(d)) => *v,
        _ => {
            let mut out = [0u32; 4];
            for (slot, v) in out.iter_mut().zip(&distinct) {
                *slot = *v;
            }
            out
        }
    };
    let index = match p.immediates.iter().position(|imm| imm.values == values) {
        Some(i) => i,
        None => {
            p.spans.set_item(
                Item::Immediate,
                p.immediates.len(),
                Span::from(instr.span.clone()),
            );
            p.immediates.push(Immediate {
                ty: ImmType::Flt32,
                values,
                len: 4,
            });
            p.immediates.len() - 1
        }
    };
    Some(Merged {
        index: index as u32,
        values,
    })
}

fn lower_src(src: &SrcOp, merged: Option<&Merged>) -> Src {
    let select = src.select.swizzle();
    let (file, index, swizzle) = match &src.base {
        SrcBase::Temp(t) => {
            let (f, i) = temp_location(*t);
            (f, i, select)
        }
        SrcBase::Attr(a) => (File::Input, a.index(), select),
        SrcBase::Local(n) => (File::Const, *n, select),
        SrcBase::Named(k) => (File::Const, CONST_NAMED + *k as u32, select),
        SrcBase::Const(c) => {
            // `merge_constants` made a vector for every instruction with a
            // constant operand.
            let (index, swizzle) = match merged {
                Some(m) => (
                    m.index,
                    match c {
                        Constant::Scalar(v) => [m.position(*v); 4],
                        Constant::Vector(v) => select.map(|s| m.position(v[usize::from(s & 3)])),
                    },
                ),
                None => (0, select),
            };
            (File::Immediate, index, swizzle)
        }
    };
    let mut out = Src::new(file, index).swizzled(Swizzle(swizzle));
    // VectorLoad (§3.11.4.3): negateBase, then abs, then negateAbs. Under
    // an absolute value the inner negation has no effect.
    out.abs = src.abs;
    out.negate = if src.abs {
        src.negate_abs
    } else {
        src.negate_base
    };
    out
}
