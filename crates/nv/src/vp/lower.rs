//! Lowering a checked vertex program into the shared IR (see the
//! "NV_vertex_program" mapping in `shasm_ir`'s crate documentation).

use super::ast::{Ast, CcMask, DstOperand, DstReg, Instr, Item, ParamRef, SrcOperand, SrcReg};
use super::table::{self, Version};
use shasm_ir::Item as IrItem;
use shasm_ir::{
    CondTest, Condition, Declaration, Dst, Extra, File, Indirect, InstId, InstSpans, Instruction,
    Label, Program, Property, RsqInput, Semantic, Semantics, Span, Spelling, Src, Stage,
    StorageFormat,
};
use std::collections::HashMap;

/// The raw word of 1.0f.
const ONE: u32 = 0x3f80_0000;

fn indexed(prefix: &str, suffix: &str) -> Option<Spelling> {
    Some(Spelling::Indexed {
        prefix: prefix.into(),
        suffix: suffix.into(),
        base: 0,
    })
}

/// The register files of an environment, as IR declarations.
pub fn declarations(version: Version) -> Vec<Declaration> {
    let mut decls = Vec::new();
    // §2.14.1.1: sixteen attributes; a vertex state program reads only v[0].
    let attributes = if version.is_state_program() {
        1
    } else {
        table::ATTRIBUTES
    };
    let mut d = Declaration::new(File::Input, 0, attributes - 1);
    d.spelling = indexed("v[", "]");
    decls.push(d);
    // §2.14.1.5: results start as (0,0,0,1).
    for (k, r) in table::RESULTS
        .iter()
        .enumerate()
        .take(table::result_count(version) as usize)
    {
        let mut d = Declaration::new(File::Output, k as u32, k as u32);
        d.semantic = Some(Semantic {
            name: r.semantic,
            index: r.semantic_index,
        });
        d.initial = [0, 0, 0, ONE];
        d.spelling = Some(Spelling::Named(format!("o[{}]", r.name)));
        decls.push(d);
    }
    let mut d = Declaration::new(File::Temp, 0, version.temporaries() - 1);
    d.spelling = indexed("R", "");
    decls.push(d);
    let mut d = Declaration::new(File::Const, 0, version.parameters() - 1);
    d.spelling = indexed("c[", "]");
    decls.push(d);
    let mut d = Declaration::new(File::Address, 0, version.address_registers() - 1);
    d.format = StorageFormat::Int;
    d.spelling = indexed("A", "");
    decls.push(d);
    decls
}

/// The execution model of a version: [`Semantics::nv_vertex`], except that
/// RSQ takes the root of |x| outside VP2. The unified text (§2.14.3.28)
/// gives RSQ(x < 0) = NaN, but the specs that define VP1.0, VP1.1 and
/// vertex state programs say "the inverse square root of the absolute value
/// of the source scalar" (NV_vertex_program §2.14.1.10.7, kept by
/// NV_vertex_program1_1); notes §4.1 "RSQ" leaves the VP1 choice to us and
/// we keep what those programs were written against.
pub fn semantics(version: Version) -> Semantics {
    let mut s = Semantics::nv_vertex();
    if !version.is_vp2() {
        s.rsq = RsqInput::Absolute;
    }
    s
}

/// Lower a checked program.
pub fn lower(ast: &Ast) -> Program {
    let stage = if ast.version.is_state_program() {
        Stage::VertexState
    } else {
        Stage::Vertex
    };
    let mut p = Program::new(stage, semantics(ast.version));
    p.declarations = declarations(ast.version);
    // §2.14.6.1: the GL computes `o[HPOS]` from `v[0]` with the
    // fixed-function transform.
    if ast.position_invariant {
        p.properties.push(Property::PositionInvariant(true));
    }
    // §2.14.2.3: a label denotes the instruction after it (possibly the end).
    let mut targets = HashMap::new();
    let mut next = InstId::ZERO;
    for item in &ast.items {
        match item {
            Item::Label(l) => {
                targets.insert(l.name.as_str(), next);
                p.spans
                    .set_item(IrItem::Label, p.labels.len(), l.span.clone().into());
                p.labels.push(Label {
                    name: l.name.clone(),
                    target: next,
                });
            }
            // The parser caps the instruction count far below u32::MAX.
            Item::Instruction(_) => next = next.next().unwrap_or(next),
        }
    }
    // §2.14.2.3: execution starts after the label `main` if there is one.
    p.entry = targets.get("main").copied().unwrap_or(InstId::ZERO);
    for item in &ast.items {
        if let Item::Instruction(i) = item {
            p.instructions.push(instruction(i, &targets));
            p.spans.push(spans(i));
        }
    }
    p
}

/// Where `i` and its operands were written.
fn spans(i: &Instr) -> InstSpans {
    InstSpans {
        inst: i.span.clone().into(),
        dst: i.dst.as_ref().map_or(Span::NONE, |d| d.span.clone().into()),
        src: i.srcs.iter().map(|s| s.span.clone().into()).collect(),
    }
}

fn instruction(i: &Instr, targets: &HashMap<&str, InstId>) -> Instruction {
    let mut out = Instruction::new(i.mnemonic.def.opcode);
    if i.mnemonic.cc {
        out.modifiers.cc_update = Some(0);
    }
    out.dst = i.dst.as_ref().map(destination);
    out.src = i.srcs.iter().map(source).collect();
    if let Some(t) = &i.target {
        // The parser rejected undefined labels.
        let target = targets.get(t.name.as_str()).copied();
        out.extra = Extra::Label(target.unwrap_or(InstId::ZERO));
    }
    if let Some(c) = &i.condition {
        out.condition = Condition::Cc(cond_test(c));
    }
    out
}

fn cond_test(c: &CcMask) -> CondTest {
    CondTest::new(0, c.rule, c.swizzle)
}

fn destination(d: &DstOperand) -> Dst {
    let (file, index) = match d.reg {
        DstReg::Output(k) => (File::Output, k),
        DstReg::Temp(n) => (File::Temp, n),
        DstReg::Cc => (File::CondCode, 0),
        DstReg::Param(n) => (File::Const, n),
        DstReg::Address(n) => (File::Address, n),
    };
    let mut out = Dst::new(file, index).masked(d.mask);
    out.cond = d.cc.as_ref().map(cond_test);
    out
}

/// §2.14.2.1 VectorLoad: swizzle, negate (inner sign), absolute value,
/// negate (outer sign). Under bars the inner sign cannot matter, so the IR's
/// swizzle-abs-negate order covers every form.
fn source(s: &SrcOperand) -> Src {
    let mut out = match s.reg {
        SrcReg::Attrib(n) => Src::new(File::Input, n),
        SrcReg::Temp(n) => Src::new(File::Temp, n),
        SrcReg::Address(n) => Src::new(File::Address, n),
        SrcReg::Param(ParamRef::Absolute(n)) => Src::new(File::Const, n),
        SrcReg::Param(ParamRef::Relative {
            register,
            component,
            offset,
        }) => Src::relative(
            File::Const,
            Indirect::new(File::Address, register, component),
            offset,
        ),
    };
    out.swizzle = s.swizzle;
    if s.abs {
        out.abs = true;
        out.negate = s.negate_abs;
    } else {
        out.negate = s.negate_base;
    }
    out
}
