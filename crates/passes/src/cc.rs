//! NV condition codes set by float results (and by integer results that
//! clear OF and CF), as hidden temporaries and comparisons, for targets
//! without condition codes (TGSI, naga), and XPD ([`crate::xpd`],
//! which shares the rewriting).
//!
//! An instruction with a float result and a CC update (NV `C` suffix,
//! NV_gpu_program4 `.CC0`/`.CC1`) sets each written component of the
//! condition code from the value written: LT, EQ, GT or UN (NaN)
//! (NV_vertex_program2 §2.14.1.7, NV_fragment_program §3.11.4.4,
//! NV_gpu_program4 §2.X.4.3, where a float result clears OF and CF). That
//! classification is a function of the written word, so a hidden `TEMP` per
//! condition-code register holds the last word written to each component,
//! and a test compares it with 0 under TGSI's set-on rules (IEEE compares:
//! a NaN fails every order and passes `SNE`), which give exactly the rules
//! of NV_gpu_program4 Table X.16 on LT/EQ/GT/UN:
//!
//! | rule | passes | TGSI (0.0 / 1.0 per component) |
//! |---|---|---|
//! | EQ | ±0 | `SEQ t, cc, 0` |
//! | NE | not ±0, NaN | `SNE t, cc, 0` |
//! | LT | < 0 | `SLT t, cc, 0` |
//! | GE | ≥ 0 | `SGE t, cc, 0` |
//! | LE | ≤ 0 | `SGE t, 0, cc` |
//! | GT | > 0 | `SLT t, 0, cc` |
//! | NAN / LEG | NaN / not NaN | `SNE t, cc, cc` / `SEQ t, cc, cc` |
//! | SF / NSF | < 0 or NaN / ≥ 0 | `SGE t, cc, 0`, then `SEQ t, t, 0` / `SGE t, cc, 0` |
//! | TR, NCF, NOF, BLE | always | (no test) |
//! | FL, CF, OF, AB | never | (no test) |
//!
//! The condition code starts EQ in every component (the interpreter's
//! initial state): the hidden registers start at +0.0, set at the top of
//! the program. Then:
//!
//! * a CC update `OP d.m, ...` computes into a hidden result register `s`
//!   and copies it: `MOV d.m, s; MOV cc.m, s` (MOV copies words);
//! * a conditional write mask `OP d.m (RULE.swz), ...` computes into `s`
//!   too, tests the rule before the update into `t`, and writes each
//!   group of components that read the same condition-code component
//!   under `IF t.c`: `MOV d.g, s` (and `MOV cc.g, s` with an update), as
//!   the source writes (and updates) only the components that pass;
//! * `IF RULE.swz` becomes `IF t.x`, where `t.x` counts the passing
//!   components (`DP4 t.x, t, t` of 0/1 values; one component needs no
//!   count); `BRK`, `CONT`, `RET`, `CAL` with a test are wrapped in
//!   `IF t.x ... ENDIF`; `KIL RULE.swz` is `KILL_IF -t` (a passing
//!   component reads -1.0); a test that always passes drops out, one that
//!   never passes makes the instruction a `NOP` (an `IF` reads 0.0).
//!
//! An instruction with an integer result (`.S`/`.U` data types, the
//! integer-only ops) sets SF, ZF, OF and CF of the integer
//! (NV_gpu_program4 §2.X.4.3, `shasm_ir::ops::int32`). Where the
//! interpreter clears OF and CF (MOV, MUL in every variant, MIN, MAX, ABS,
//! the logic ops, the shifts, DIV, MOD, CMP, the set-ons and
//! FLR/CEIL/ROUND/TRUNC: every integer op but ADD, SUB, MAD and SAD), SF
//! is bit 31 and ZF a zero word, so the flags are LT, EQ or GT of the
//! word read as a signed integer: exactly the class of `I2F` of that word
//! (exact for 0, and never 0 or NaN for another word). Such an update
//! writes `I2F cc.m, s` instead of `MOV cc.m, s`, and the hidden register
//! always holds a float of the right class, whichever kind of instruction
//! wrote each component last: mixed float and integer updates need no
//! bookkeeping at run time, and every rule above gives the interpreter's
//! answer (on integer flags NAN never passes and LEG always does, which
//! the float tests give on a word that is never NaN). `I2F` itself sets
//! the float flags of its result, a float update.
//!
//! ADD, SUB, MAD and SAD set OF and CF from the signed and unsigned view of
//! the add or subtract; one float word per component cannot carry them
//! (after an overflowing add LT and EQ may both pass), so a register they
//! update is left alone, as are the address loads (`ARL`, `ARA`, ... and
//! `POPA`), integer texture lookups and the packs and unpacks with a data
//! type, and the back end refuses those updates and every test of such a
//! register.

use crate::immediate;
use shasm_ir::{
    CondRule, CondTest, Condition, DataType, Declaration, Dst, File, ImmType, Instruction, Opcode,
    Program, Shape, Src, Swizzle, WriteMask,
};

/// The hidden registers of the pass.
#[derive(Copy, Clone)]
struct Hidden {
    /// Per condition-code register: its last written words.
    cc: [u32; 2],
    /// Where an instruction with a CC update or a conditional write mask
    /// computes its result.
    result: u32,
    /// The 0.0 / 1.0 results of a test.
    test: u32,
    /// XPD's two products.
    products: [u32; 2],
    /// `IMM[k]` = (0.0, 1.0, 0, 0).
    constants: u32,
}

const HIDDEN_TEMPS: u32 = 6;

impl Hidden {
    fn zero(&self) -> Src {
        Src::new(File::Immediate, self.constants).swizzled(Swizzle::replicate(0))
    }
    fn one(&self) -> Src {
        Src::new(File::Immediate, self.constants).swizzled(Swizzle::replicate(1))
    }
    fn cc_reg(&self, n: u32) -> u32 {
        self.cc[(n as usize).min(1)]
    }
}

/// How a CC update sets the hidden register from the result `s` (see the
/// module documentation).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Update {
    /// A float result: `MOV cc.m, s`.
    Float,
    /// An integer result with OF = CF = 0: `I2F cc.m, s`.
    Integer,
}

/// The kind of `inst`'s CC update, `None` where this pass cannot express
/// its flags. Mirrors the interpreter: an op computes in integer where
/// `int32::resolve` says so, and a component-wise one then takes the flags
/// of `int32::compute`.
fn update(inst: &Instruction) -> Option<Update> {
    let op = inst.opcode;
    inst.dst?;
    if op.shape() == Shape::Address || op == Opcode::Popa {
        return None;
    }
    if shasm_ir::ops::int32::resolve(op, inst.modifiers.data_type).is_none() {
        return Some(Update::Float);
    }
    if op.shape() != Shape::Componentwise {
        // Integer texture lookups, packs and unpacks with a data type.
        return None;
    }
    use Opcode::*;
    match op {
        // I2F sets the flags of its float result.
        I2f => Some(Update::Float),
        // `int32::flags::of_result`: SF and ZF of the word, OF = CF = 0.
        Mov | Mul | Min | Max | Abs | And | Or | Xor | Not | Shl | Shr | Div | Mod | Cmp | Seq
        | Sne | Slt | Sle | Sgt | Sge | Sfl | Str | Flr | Ceil | Round | Trunc => {
            Some(Update::Integer)
        }
        // ADD, SUB, MAD, SAD (carry and overflow), and any op the
        // interpreter has no integer form of.
        _ => None,
    }
}

/// Whether this pass expresses `inst`'s CC update: its flags are those of
/// a float word (a float result, or an integer result with OF = CF = 0,
/// see the module documentation). The back end refuses the others as
/// integer condition-code flags.
pub fn float_update(inst: &Instruction) -> bool {
    update(inst).is_some()
}

/// The condition-code registers (0, 1) that only updates this pass
/// expresses ([`float_update`]) update: the ones it rewrites.
pub fn float_registers(p: &Program) -> [bool; 2] {
    let mut float = [true; 2];
    for inst in &p.instructions {
        if let Some(n) = inst.modifiers.cc_update
            && let Some(f) = float.get_mut(n as usize)
        {
            *f &= float_update(inst);
        }
    }
    float
}

/// One rewritten instruction: what runs before it (a branch to it reaches
/// these), the instruction itself (it keeps its source position) and what
/// runs after it (a branch past it skips these).
struct Plan {
    at: usize,
    before: Vec<Instruction>,
    main: Instruction,
    after: Vec<Instruction>,
}

/// Rewrite the float condition codes and the XPDs of `p` (see the module
/// documentation). Returns, for each instruction of the rewritten program,
/// the instruction of `p` it was, or was added for.
pub fn lower(p: &mut Program) -> Vec<usize> {
    let float = float_registers(p);
    let lowered = |t: &CondTest| t.cc() < 2 && float[t.cc() as usize];
    // The registers rewritten: updated or tested, by float results only.
    let mut used = [false; 2];
    let mut mark = |n: u32| {
        if let Some(u) = used.get_mut(n as usize) {
            *u |= float[n as usize];
        }
    };
    for inst in &p.instructions {
        if let Some(n) = inst.modifiers.cc_update {
            mark(u32::from(n));
        }
        if let Condition::Cc(t) = inst.condition {
            mark(t.cc());
        }
        if let Some(t) = inst.dst.and_then(|d| d.cond) {
            mark(t.cc());
        }
    }
    let xpd = p.instructions.iter().any(|i| i.opcode == Opcode::Xpd);
    let mut origin: Vec<usize> = (0..p.instructions.len()).collect();
    if !xpd && used == [false; 2] {
        return origin;
    }
    let base = p.file_size(File::Temp);
    let constants = immediate(p, ImmType::Flt32, [0, 1.0f32.to_bits(), 0, 0]);
    let hidden = Hidden {
        cc: [base, base + 1],
        result: base + 2,
        test: base + 3,
        products: [base + 4, base + 5],
        constants,
    };
    let mut plans = Vec::new();
    for (at, inst) in p.instructions.iter().enumerate() {
        if let Some(plan) = plan(p, at, inst, &hidden, &lowered) {
            plans.push(plan);
        }
    }
    for plan in plans.into_iter().rev() {
        let Some(slot) = p.instructions.get_mut(plan.at) else {
            continue;
        };
        *slot = plan.main;
        let (at, before, after) = (plan.at, plan.before.len(), plan.after.len());
        p.insert_between(at + 1, plan.after);
        p.insert_before(at, plan.before);
        origin.splice(at + 1..at + 1, std::iter::repeat_n(at, after));
        origin.splice(at..at, std::iter::repeat_n(at, before));
    }
    // The condition code starts EQ: +0.0 in the hidden registers.
    let start: Vec<Instruction> = (0..2)
        .filter(|&n| used[n])
        .map(|n| {
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Temp, hidden.cc[n]))
                .with_src(hidden.zero())
        })
        .collect();
    origin.splice(0..0, std::iter::repeat_n(0, start.len()));
    p.prepend(start);
    let mut d = Declaration::new(File::Temp, base, base + HIDDEN_TEMPS - 1);
    d.spelling = None;
    p.declarations.push(d);
    origin
}

/// The rewriting of instruction `at`, if it needs one.
fn plan(
    p: &Program,
    at: usize,
    inst: &Instruction,
    h: &Hidden,
    lowered: &dyn Fn(&CondTest) -> bool,
) -> Option<Plan> {
    if let Condition::Cc(t) = inst.condition {
        return if lowered(&t) {
            flow(at, inst, &t, h)
        } else {
            None
        };
    }
    let dst = inst.dst?;
    let cc_update = inst.modifiers.cc_update.filter(|&n| {
        lowered(&CondTest::new(
            u32::from(n),
            CondRule::Tr,
            Swizzle::IDENTITY,
        ))
    });
    if inst.modifiers.cc_update.is_some() && cc_update.is_none() {
        return None;
    }
    // Only read with an update, which `lowered` accepted: a kind exists.
    let kind = update(inst).unwrap_or(Update::Float);
    if dst.cond.is_some_and(|t| !lowered(&t)) {
        return None;
    }
    if cc_update.is_none() && dst.cond.is_none() {
        // A plain XPD.
        let (before, main, after) = body(p, inst, dst, h)?;
        return Some(Plan {
            at,
            before,
            main,
            after,
        });
    }
    // Compute into the hidden result, then write what the source writes.
    let result = Dst::new(File::Temp, h.result).masked(dst.mask);
    let (mut before, mut main, mut after) = body(p, inst, result, h)
        .unwrap_or_else(|| (Vec::new(), retarget(inst, result), Vec::new()));
    main.modifiers.cc_update = None;
    let read = Src::new(File::Temp, h.result);
    let copies = |mask: WriteMask| {
        let mut out = Vec::new();
        if dst.file() != File::CondCode {
            let mut to = dst;
            to.cond = None;
            out.push(
                Instruction::new(Opcode::Mov)
                    .with_dst(to.masked(mask))
                    .with_src(read),
            );
        }
        if let Some(n) = cc_update {
            // A float word of the flags' class: the word itself, or the
            // integer word as a float.
            let mut set = match kind {
                Update::Float => Instruction::new(Opcode::Mov),
                Update::Integer => {
                    let mut i2f = Instruction::new(Opcode::I2f);
                    i2f.modifiers.data_type = DataType::Signed;
                    i2f
                }
            };
            set = set
                .with_dst(Dst::new(File::Temp, h.cc_reg(u32::from(n))).masked(mask))
                .with_src(read);
            out.push(set);
        }
        out
    };
    let Some(cond) = dst.cond else {
        after.extend(copies(dst.mask));
        return Some(Plan {
            at,
            before,
            main,
            after,
        });
    };
    let t = Dst::new(File::Temp, h.test).masked(dst.mask);
    match test(&cond, t, h) {
        Pass::Always => after.extend(copies(dst.mask)),
        Pass::Never => {}
        Pass::Code(code) => {
            // The test reads the condition code before this instruction's
            // update: it runs first.
            let mut tests = code;
            tests.append(&mut before);
            before = tests;
            // Components that read the same condition-code component pass
            // or fail together.
            let mut done = 0u8;
            for i in 0..4u8 {
                if !dst.mask.has(i) || done & (1 << i) != 0 {
                    continue;
                }
                let c = cond.swizzle.0[i as usize];
                let group = (i..4)
                    .filter(|&k| dst.mask.has(k) && cond.swizzle.0[k as usize] == c)
                    .fold(0u8, |g, k| g | (1 << k));
                done |= group;
                after.push(
                    Instruction::new(Opcode::If)
                        .with_src(Src::new(File::Temp, h.test).swizzled(Swizzle::replicate(i))),
                );
                after.extend(copies(WriteMask(group)));
                after.push(Instruction::new(Opcode::Endif));
            }
        }
    }
    Some(Plan {
        at,
        before,
        main,
        after,
    })
}

/// `inst` writing `dst` instead of its own destination.
fn retarget(inst: &Instruction, dst: Dst) -> Instruction {
    let mut out = inst.clone();
    out.dst = Some(dst);
    out
}

/// What computes `inst` into `dst`: XPD as TGSI arithmetic, any other
/// instruction as itself; `None` for an XPD that stays.
fn body(
    p: &Program,
    inst: &Instruction,
    dst: Dst,
    h: &Hidden,
) -> Option<(Vec<Instruction>, Instruction, Vec<Instruction>)> {
    if inst.opcode == Opcode::Xpd {
        return crate::xpd::expand(&p.semantics, inst, dst, h.products, h.one());
    }
    if dst == inst.dst? {
        return None;
    }
    Some((Vec::new(), retarget(inst, dst), Vec::new()))
}

/// A flow instruction or `KIL` with a condition-code test.
fn flow(at: usize, inst: &Instruction, t: &CondTest, h: &Hidden) -> Option<Plan> {
    let op = inst.opcode;
    if !matches!(
        op,
        Opcode::If | Opcode::Brk | Opcode::Cont | Opcode::Ret | Opcode::Cal | Opcode::Kil
    ) {
        return None;
    }
    let mut main = inst.clone();
    main.condition = Condition::Always;
    let plan = |before, main, after| {
        Some(Plan {
            at,
            before,
            main,
            after,
        })
    };
    if op == Opcode::Kil {
        // KILL_IF kills when any component is below 0: -1.0 for a pass.
        main.opcode = Opcode::KillIf;
        let t4 = Dst::new(File::Temp, h.test);
        return match test(t, t4, h) {
            Pass::Always => {
                main.opcode = Opcode::Kill;
                plan(Vec::new(), main, Vec::new())
            }
            Pass::Never => plan(Vec::new(), nop(), Vec::new()),
            Pass::Code(code) => {
                let mut passed = Src::new(File::Temp, h.test);
                passed.negate = true;
                main.src = vec![passed];
                plan(code, main, Vec::new())
            }
        };
    }
    // One component, or the count of the passing ones, in t.x.
    let (code, passed) = if t.swizzle.is_replicate() {
        let one = CondTest {
            swizzle: Swizzle::replicate(t.swizzle.0[0]),
            ..*t
        };
        let tx = Dst::new(File::Temp, h.test).masked(WriteMask::X);
        (test(&one, tx, h), Src::new(File::Temp, h.test))
    } else {
        let mut code = test(t, Dst::new(File::Temp, h.test), h);
        if let Pass::Code(c) = &mut code {
            let all = Src::new(File::Temp, h.test);
            c.push(
                Instruction::new(Opcode::Dp4)
                    .with_dst(Dst::new(File::Temp, h.test).masked(WriteMask::X))
                    .with_src(all)
                    .with_src(all),
            );
        }
        (code, Src::new(File::Temp, h.test))
    };
    let passed = passed.swizzled(Swizzle::replicate(0));
    if op == Opcode::If {
        main.src = vec![match code {
            Pass::Always => h.one(),
            Pass::Never => h.zero(),
            Pass::Code(_) => passed,
        }];
        let before = match code {
            Pass::Code(c) => c,
            _ => Vec::new(),
        };
        return plan(before, main, Vec::new());
    }
    match code {
        Pass::Always => plan(Vec::new(), main, Vec::new()),
        Pass::Never => plan(Vec::new(), nop(), Vec::new()),
        Pass::Code(mut c) => {
            c.push(Instruction::new(Opcode::If).with_src(passed));
            plan(c, main, vec![Instruction::new(Opcode::Endif)])
        }
    }
}

/// An instruction that does nothing, in place of one whose test never
/// passes.
fn nop() -> Instruction {
    Instruction::new(Opcode::Nop)
}

/// The outcome of a condition-code test.
enum Pass {
    Always,
    Never,
    /// Instructions that write 1.0 where the test passes, 0.0 where it
    /// fails, in the components of the destination they were given.
    Code(Vec<Instruction>),
}

/// The test `t` of the hidden condition-code register, into `into` (one
/// component per component of `into`'s mask, read through `t.swizzle`).
fn test(t: &CondTest, into: Dst, h: &Hidden) -> Pass {
    let cc = Src::new(File::Temp, h.cc_reg(t.cc())).swizzled(t.swizzle);
    let zero = h.zero();
    let set =
        |op: Opcode, a: Src, b: Src| Instruction::new(op).with_dst(into).with_src(a).with_src(b);
    let code = match t.rule {
        CondRule::Tr | CondRule::Ncf | CondRule::Nof | CondRule::Ble => return Pass::Always,
        CondRule::Fl | CondRule::Cf | CondRule::Of | CondRule::Ab => return Pass::Never,
        CondRule::Eq => vec![set(Opcode::Seq, cc, zero)],
        CondRule::Ne => vec![set(Opcode::Sne, cc, zero)],
        CondRule::Lt => vec![set(Opcode::Slt, cc, zero)],
        CondRule::Ge | CondRule::Nsf => vec![set(Opcode::Sge, cc, zero)],
        CondRule::Le => vec![set(Opcode::Sge, zero, cc)],
        CondRule::Gt => vec![set(Opcode::Slt, zero, cc)],
        CondRule::Nan => vec![set(Opcode::Sne, cc, cc)],
        CondRule::Leg => vec![set(Opcode::Seq, cc, cc)],
        CondRule::Sf => {
            let ge = Src::new(File::Temp, into.index());
            vec![set(Opcode::Sge, cc, zero), set(Opcode::Seq, ge, zero)]
        }
    };
    Pass::Code(code)
}

#[cfg(test)]
mod tests {
    use crate::testing::{arb, gp4, position, words};
    use shasm_ir::{Condition, Opcode, Semantics};

    // NV_gpu_program4 §2.X.4.3: MOV.CC sets each component's condition
    // code from the value written, (-1, 0, 2, 0) -> (LT, EQ, GT, EQ); a
    // conditional write mask writes the components whose test passes:
    // GT.xyzw passes in z only, EQ.y (for w) passes.
    const CONDITIONAL: &str = "!!NVvp4.0
TEMP a, r;
MOV a, {-1, 0, 2, 0};
MOV.CC a, a;
MOV r, 0;
MOV r (GT.xyzw), 1;
MOV r.w (EQ.y), 5;
MOV result.position, r;
END
";

    fn uses_condition_codes(p: &shasm_ir::Program) -> bool {
        p.instructions.iter().any(|i| {
            i.modifiers.cc_update.is_some()
                || !matches!(i.condition, Condition::Always)
                || i.dst.is_some_and(|d| d.cond.is_some())
        })
    }

    #[test]
    fn float_condition_codes_become_hidden_temporaries() {
        let mut p = gp4(CONDITIONAL);
        let want = words([0.0, 0.0, 1.0, 5.0]);
        assert_eq!(position(&p), want);
        let before = p.instructions.len();
        let origin = super::lower(&mut p);
        assert!(!uses_condition_codes(&p));
        // The map names an instruction of the source for every one now.
        assert_eq!(origin.len(), p.instructions.len());
        assert!(origin.iter().all(|&k| k < before));
        assert_eq!(position(&p), want);
    }

    // ARB_vertex_program §2.14.5.30 XPD: (a.y*b.z - a.z*b.y, a.z*b.x -
    // a.x*b.z, a.x*b.y - a.y*b.x); shasm's w is 1.0.
    const CROSS: &str = "!!ARBvp1.0
PARAM a = {1, 2, 3, 0};
PARAM b = {4, 5, 6, 0};
TEMP r;
XPD r, a, b;
MOV result.position, r;
END
";

    #[test]
    fn xpd_becomes_products_and_a_difference_under_ieee_arithmetic() {
        let mut p = arb(CROSS);
        let want = words([-3.0, 6.0, -3.0, 1.0]);
        assert_eq!(position(&p), want);
        super::lower(&mut p);
        assert!(p.instructions.iter().all(|i| i.opcode != Opcode::Xpd));
        assert_eq!(position(&p), want);
    }

    #[test]
    fn xpd_stays_where_products_round_otherwise() {
        // NV_vertex_program flushes denormals: TGSI's MUL and SUB would not
        // give the same words, so XPD is left for the back end to refuse.
        let mut p = arb(CROSS);
        p.semantics = Semantics::nv_vertex();
        let xpd = p.instructions.iter().find(|i| i.opcode == Opcode::Xpd);
        assert!(crate::xpd::why_not(&p.semantics, xpd.unwrap()).is_some());
        let unchanged = p.instructions.clone();
        super::lower(&mut p);
        // (The hidden registers are declared all the same; unused, they
        // change nothing.)
        assert_eq!(p.instructions, unchanged);
    }
}
