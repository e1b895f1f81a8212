//! The load-time rules of NV_fragment_program §3.11.3 and of the
//! instruction sections, checked on the parsed program (notes §7.1 #12-#22).

use super::Limits;
use super::ast::*;
use super::coded;
use shasm_diag::Diagnostic;
use std::collections::HashMap;

/// Problems found by the checks. `pinned` ones belong to one token; `whole`
/// ones can only be known after scanning the whole program, so the GL error
/// position for them is the program length (§5.7, notes §7.2).
#[derive(Default)]
pub struct Findings {
    pub pinned: Vec<Diagnostic>,
    pub whole: Vec<Diagnostic>,
}

/// Run every load-time rule. `complete` is false when syntax errors dropped
/// statements, which turns off the rules that need the whole program
/// (a missing output write could be a dropped statement).
pub fn check(text: &str, ast: &Ast, limits: &Limits, complete: bool) -> Findings {
    let mut f = Findings::default();
    let line = |offset: usize| shasm_diag::line_col(text, offset).0;

    // §3.11.3: at most 1024 executable instructions (DEFINE/DECLARE do not
    // count). Report the first one past the limit.
    if let Some(instr) = ast.instructions.get(limits.instructions as usize) {
        f.pinned.push(
            coded(
                "nv-fp/too-many-instructions",
                instr.mnemonic_span.clone(),
                format!(
                    "too many instructions: a fragment program has at most {}",
                    limits.instructions
                ),
            )
            .with_label(format!("instruction {}", limits.instructions as usize + 1))
            .with_note("DEFINE and DECLARE statements do not count"),
        );
    }

    let mut targets: HashMap<u32, (&TexOp, usize)> = HashMap::new();
    let mut color: Option<(Output, usize)> = None;
    for instr in &ast.instructions {
        let name = instr.mnemonic.op.name;
        check_attributes(instr, &mut f);
        check_parameters(instr, ast, &mut f);

        if let Some(tex) = &instr.texture {
            match targets.get(&tex.unit) {
                Some((first, at)) if first.target != tex.target => f.pinned.push(
                    coded("nv-fp/texture-target-conflict", 
                        tex.target_span.clone(),
                        format!(
                            "texture unit TEX{} is used with two targets, {} and {}",
                            tex.unit,
                            first.target.name(),
                            tex.target.name()
                        ),
                    )
                    .with_label(format!("{} here", tex.target.name()))
                    .with_note(format!(
                        "TEX{} is used as {} on line {}; a program may use one target per texture unit",
                        tex.unit,
                        first.target.name(),
                        line(*at)
                    )),
                ),
                Some(_) => {}
                None => {
                    targets.insert(tex.unit, (tex, tex.target_span.start));
                }
            }
        }

        let Some(dst) = &instr.dst else { continue };
        // §3.11.5.20-23: PK* write fp32 registers only (RC allowed, notes §5.6).
        if instr.mnemonic.op.is_pack() && !dst.reg.is_fp32() {
            f.pinned.push(
                coded(
                    "nv-fp/needs-fp32-destination",
                    dst.reg_span.clone(),
                    format!("{name} must write a register with 32-bit components"),
                )
                .with_label("this register holds fp16 values")
                .with_note("write R0..R31, RC, o[COLR] or o[DEPR]"),
            );
        }
        // §3.11.5.41-44: UP* read a 32-bit register or a program parameter.
        if instr.mnemonic.op.is_unpack() {
            for src in &instr.srcs {
                if matches!(src.base, SrcBase::Temp(Temp::H(_))) {
                    f.pinned.push(
                        coded(
                            "nv-fp/needs-fp32-operand",
                            src.base_span.clone(),
                            format!("{name} needs a 32-bit operand"),
                        )
                        .with_label("H registers hold fp16 values")
                        .with_note("unpack from an R register, a program parameter or a constant"),
                    );
                }
            }
        }
        // §3.11.5.26: RFL fails to load if w is enabled in the write mask.
        if instr.mnemonic.op.opcode == shasm_ir::Opcode::Rfl && dst.mask & 8 != 0 {
            let (span, label) = match &dst.mask_span {
                Some(s) => (s.clone(), "this mask includes w"),
                None => (dst.reg_span.clone(), "no write mask means .xyzw"),
            };
            f.pinned.push(
                coded(
                    "nv-fp/rfl-writes-w",
                    span,
                    "RFL cannot write the w component",
                )
                .with_label(label)
                .with_note("use a write mask without w, such as .xyz"),
            );
        }
        // §3.11.1.3: a program may not write both o[COLR] and o[COLH].
        if let DstReg::Output(o @ (Output::Colr | Output::Colh)) = dst.reg {
            match color {
                Some((first, at)) if first != o => {
                    f.pinned.push(
                        coded(
                            "nv-fp/two-color-outputs",
                            dst.reg_span.clone(),
                            format!(
                                "a program cannot write both {} and {}",
                                first.name(),
                                o.name()
                            ),
                        )
                        .with_label(format!("{} written here", o.name()))
                        .with_note(format!(
                            "{} is written on line {}",
                            first.name(),
                            line(at)
                        )),
                    );
                }
                Some(_) => {}
                None => color = Some((o, dst.reg_span.start)),
            }
        }
    }

    check_budget(ast, &mut f);

    // §3.11.1.3: a program must write at least one output register.
    let writes_output = ast
        .instructions
        .iter()
        .any(|i| matches!(i.dst.as_ref().map(|d| d.reg), Some(DstReg::Output(_))));
    if complete && !writes_output {
        let at = ast.end.clone().unwrap_or(text.len()..text.len());
        f.whole.push(
            coded(
                "nv-fp/no-output",
                at,
                "the program writes no output register",
            )
            .with_label("program ends here")
            .with_note("a fragment program must write o[COLR], o[COLH] or o[DEPR]"),
        );
    }
    f
}

/// §3.11.1.1: "each fragment program instruction can use at most one unique
/// attribute register".
fn check_attributes(instr: &Instr, f: &mut Findings) {
    let mut first: Option<Attr> = None;
    for src in &instr.srcs {
        let SrcBase::Attr(a) = src.base else { continue };
        match first {
            None => first = Some(a),
            Some(b) if b == a => {}
            Some(b) => {
                f.pinned.push(
                    coded("nv-fp/one-attribute", 
                        src.base_span.clone(),
                        format!(
                            "an instruction can read only one attribute register, but this one reads f[{}] and f[{}]",
                            b.name(),
                            a.name()
                        ),
                    )
                    .with_label("second attribute register")
                    .with_note("copy one of them into a temporary first"),
                );
                return;
            }
        }
    }
}

/// Identity of a program parameter for the one-parameter rule.
#[derive(Copy, Clone, PartialEq)]
enum Param {
    Local(u32),
    Named(usize),
}

fn param_name(ast: &Ast, p: Param) -> String {
    match p {
        Param::Local(n) => format!("p[{n}]"),
        Param::Named(i) => ast
            .params
            .get(i)
            .map_or_else(|| "a named parameter".into(), |n| format!("`{}`", n.name)),
    }
}

/// §3.11.2 / §3.11.3: one unique program parameter per instruction, except
/// that constants alone may merge when they hold at most four distinct
/// values (counted as stored, before negation, abs and swizzle).
fn check_parameters(instr: &Instr, ast: &Ast, f: &mut Findings) {
    let mut first_param: Option<Param> = None;
    let mut first_const: bool = false;
    let mut values: Vec<u32> = Vec::new();
    for src in &instr.srcs {
        let param = match &src.base {
            SrcBase::Local(n) => Param::Local(*n),
            SrcBase::Named(i) => Param::Named(*i),
            SrcBase::Const(c) => {
                if let Some(p) = first_param {
                    f.pinned.push(mixed(ast, p, src));
                    return;
                }
                first_const = true;
                for v in c.values() {
                    if !values.contains(v) {
                        values.push(*v);
                    }
                }
                if values.len() > 4 {
                    f.pinned.push(
                        coded("nv-fp/too-many-constants", 
                            src.base_span.clone(),
                            "the constants of one instruction can hold at most four distinct values",
                        )
                        .with_label(format!("brings the count to {}", values.len()))
                        .with_note(
                            "values are counted as written, before negation, absolute value and \
                             swizzling, and vector constants count all four components \
                             (NV_fragment_program §3.11.2)",
                        ),
                    );
                    return;
                }
                continue;
            }
            _ => continue,
        };
        if first_const {
            f.pinned.push(
                coded(
                    "nv-fp/one-parameter",
                    src.base_span.clone(),
                    "an instruction can read only one program parameter",
                )
                .with_label(format!("{} is a second parameter", param_name(ast, param)))
                .with_note(
                    "constants are program parameters too; they merge only with other constants",
                ),
            );
            return;
        }
        match first_param {
            None => first_param = Some(param),
            Some(p) if p == param => {}
            Some(p) => {
                f.pinned.push(
                    coded(
                        "nv-fp/one-parameter",
                        src.base_span.clone(),
                        "an instruction can read only one program parameter",
                    )
                    .with_label(format!("{} is a second parameter", param_name(ast, param)))
                    .with_note(format!(
                        "the instruction already reads {}",
                        param_name(ast, p)
                    )),
                );
                return;
            }
        }
    }
}

fn mixed(ast: &Ast, p: Param, src: &SrcOp) -> Diagnostic {
    coded(
        "nv-fp/one-parameter",
        src.base_span.clone(),
        "an instruction can read only one program parameter",
    )
    .with_label("this constant is a second parameter")
    .with_note(format!(
        "the instruction already reads {}; constants merge only with other constants",
        param_name(ast, p)
    ))
}

/// A register that counts toward the 64-unit budget.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Budgeted {
    Temp(Temp),
    Output(Output),
}

impl Budgeted {
    fn cost(self) -> u32 {
        match self {
            Budgeted::Temp(Temp::R(_)) => 2,
            Budgeted::Temp(Temp::H(_)) => 1,
            Budgeted::Output(Output::Colh) => 1,
            Budgeted::Output(_) => 2,
        }
    }

    fn name(self) -> String {
        match self {
            Budgeted::Temp(Temp::R(n)) => format!("R{n}"),
            Budgeted::Temp(Temp::H(n)) => format!("H{n}"),
            Budgeted::Output(o) => o.name().to_string(),
        }
    }
}

/// §3.11.3: the temporaries and outputs used, R/COLR/DEPR at 2 units and
/// H/COLH at 1, total at most 64 (RC and HC do not count, notes §2.2).
fn check_budget(ast: &Ast, f: &mut Findings) {
    let mut seen: Vec<Budgeted> = Vec::new();
    let mut total = 0;
    for instr in &ast.instructions {
        let dst = instr.dst.iter().filter_map(|d| match d.reg {
            DstReg::Temp(t) => Some((Budgeted::Temp(t), d.reg_span.clone())),
            DstReg::Output(o) => Some((Budgeted::Output(o), d.reg_span.clone())),
            _ => None,
        });
        let srcs = instr.srcs.iter().filter_map(|s| match s.base {
            SrcBase::Temp(t) => Some((Budgeted::Temp(t), s.base_span.clone())),
            _ => None,
        });
        for (reg, span) in srcs.chain(dst) {
            if seen.contains(&reg) {
                continue;
            }
            seen.push(reg);
            total += reg.cost();
            if total > 64 {
                f.whole.push(
                    coded(
                        "nv-fp/too-many-registers",
                        span,
                        "the program uses too many temporary and output registers",
                    )
                    .with_label(format!("{} brings the total to {total} units", reg.name()))
                    .with_note(
                        "at most 64 units: R0-R31, o[COLR] and o[DEPR] count 2 each, \
                         H0-H63 and o[COLH] count 1 each (NV_fragment_program §3.11.3)",
                    ),
                );
                return;
            }
        }
    }
}

/// Whether an instruction reads f[FOGC] or f[TEXn], which forces fp32
/// (§3.11.4.2).
pub fn forces_fp32(instr: &Instr) -> bool {
    instr
        .srcs
        .iter()
        .any(|s| matches!(s.base, SrcBase::Attr(a) if a.forces_fp32()))
}
