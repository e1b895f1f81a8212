//! `docs/ops.md`, the supported-op table per ISA, is generated from the op
//! tables: each ISA's table of spellings (`shasm_tgsi::ops`,
//! `shasm_nv::vp::table`, `shasm_nv::fp::ops`, `shasm_arb::table`,
//! `shasm_gp4::table`, `shasm_pica::isa`) and the IR's (`shasm_ir::OP_TABLE`:
//! operands, what the op computes). This test fails when the file differs
//! from what the tables give; `UPDATE_DOCS=1 cargo test -p shasm --test
//! ops_doc` rewrites it.

use shasm_ir::ops::int32::{self, IntOp};
use shasm_ir::ops::pack::{PackOp, UnpackOp};
use shasm_ir::ops::typed::{self, WordType};
use shasm_ir::ops::{FloatOp, ModelKind, accuracy, int_accuracy, pack_accuracy, unpack_accuracy};
use shasm_ir::{Opcode, Semantics, Shape, SrcKind};
use std::fmt::Write;
use std::path::Path;

/// The operands as the IR reads them: `a`, `b`, `c` for the sources (`.x`
/// where the op reads one component).
fn operands(op: Opcode, texture_suffix: &str) -> String {
    let info = op.info();
    let mut parts = Vec::new();
    if info.has_dst {
        parts.push("dst".to_string());
    }
    if op.has_dst2() {
        parts.push("dst2".to_string());
    }
    for (k, kind) in info.srcs.iter().enumerate() {
        let name = ["a", "b", "c"].get(k).copied().unwrap_or("d");
        parts.push(match kind {
            SrcKind::Scalar | SrcKind::RawScalar => format!("{name}.x"),
            SrcKind::Address => format!("{name} (address)"),
            SrcKind::Integer => format!("{name} (integer)"),
            SrcKind::Vector => name.to_string(),
        });
    }
    if op.uses_sampler_view() {
        // TGSI's SAMPLE family: `OP dst, a, SVIEW[n], SAMP[n], b, ...`.
        let view = if op.takes_sampler() {
            "SVIEW[n], SAMP[n]"
        } else {
            "SVIEW[n]"
        };
        let at = usize::from(info.has_dst) + 1;
        parts.insert(at.min(parts.len()), view.to_string());
    } else if op.shape() == Shape::Texture && !texture_suffix.is_empty() {
        parts.push(texture_suffix.to_string());
    }
    if parts.is_empty() {
        "–".into()
    } else {
        parts.join(", ")
    }
}

/// How exactly shasm computes the op under the ISA's semantics `sem`
/// (`model` names its float model): `shasm_ir::ops::accuracy` for the
/// float ops.
fn precision(op: Opcode, model: &str, sem: &Semantics) -> String {
    use Opcode::*;
    let kind = ModelKind::of(sem);
    if op == Mov && sem.exact_moves {
        // `shasm_ir::ops::store::raw_move`: the word is copied.
        return "exact (a raw copy)".into();
    }
    if let Ok(p) = PackOp::try_from(op) {
        let (a, m) = pack_accuracy(p);
        return a.describe(m);
    }
    if let Ok(u) = UnpackOp::try_from(op) {
        let (a, m) = unpack_accuracy(u);
        return a.describe(m);
    }
    // I2F and the integer-only ops have only their `.S`/`.U` form.
    if (op == I2f || op.is_integer_only())
        && let Ok(i) = IntOp::try_from(op)
    {
        let (a, m) = int_accuracy(i);
        return a.describe(m);
    }
    if let Ok(float) = FloatOp::try_from(op)
        && !matches!(float, FloatOp::Address(_))
    {
        let text = accuracy(float, kind).describe(kind);
        // NV_gpu_program4's ops with an integer form too (Table X.13).
        if *sem == shasm_gp4::lower::semantics()
            && int32::accepts_integer(op)
            && let Ok(i) = IntOp::try_from(op)
        {
            let (a, m) = int_accuracy(i);
            return format!("{text}; `.S`/`.U`: {}", a.describe(m));
        }
        return text;
    }
    match op.shape() {
        Shape::Flow | Shape::Geometry | Shape::Kill => "–".into(),
        Shape::Texture => "texture model (docs/cli.md, Textures)".into(),
        Shape::Address => "exact integer".into(),
        Shape::Derivative => format!("quad difference, rounded once ({model})"),
        Shape::Typed => match (op, typed::result_type(op)) {
            (Dmad | Drsq, _) => "binary64, rounded twice (product / root first)".into(),
            (InterpCentroid | InterpSample | InterpOffset, _) => "exact (the input)".into(),
            // frexp moves the exponent out of the significand: no rounding.
            (Dfracexp, _) => "exact".into(),
            (_, WordType::F64) => "binary64, rounded once".into(),
            (_, WordType::F32) => "binary32, rounded once".into(),
            _ => "exact".into(),
        },
        // LITP selects and clamps its operand's components.
        _ if op == Litp => "exact (no rounding)".into(),
        _ if op.is_integer_only() => "exact (32-bit integer)".into(),
        _ => format!("each step rounded once ({model})"),
    }
}

fn table_head(out: &mut String) {
    out.push_str("| op | operands | computes | precision |\n| --- | --- | --- | --- |\n");
}

fn row(
    out: &mut String,
    name: &str,
    op: Opcode,
    texture: &str,
    (model, sem): (&str, &Semantics),
    note: &str,
) {
    let summary = op.info().summary().replace('|', "\\|");
    let note = if note.is_empty() {
        String::new()
    } else {
        format!(" {note}")
    };
    let _ = writeln!(
        out,
        "| `{name}` | {} | {summary}{note} | {} |",
        operands(op, texture).replace('|', "\\|"),
        precision(op, model, sem).replace('|', "\\|")
    );
}

fn generate() -> String {
    let mut out = String::new();
    out.push_str(
        "# Supported ops per ISA\n\n\
         <!-- Generated from the op tables by crates/shasm/tests/ops_doc.rs; do not edit. \
         Regenerate with `UPDATE_DOCS=1 cargo test -p shasm --test ops_doc`. -->\n\n\
         Each table lists the opcodes one front end accepts, with the operands the\n\
         IR reads (`dst`, sources `a`, `b`, `c`; `a.x` where one component is read), what\n\
         the op computes and how exactly shasm computes it (`shasm_ir::ops::accuracy`):\n\
         exact (no rounding), correctly rounded in the ISA's float model, each step\n\
         correctly rounded in a fixed order (MAD and LRP unfused, dot products summed\n\
         left to right), or, for the ops built on EX2, LG2, SIN and COS, shasm's own\n\
         binary32 algorithm ([transcendentals.md](transcendentals.md)) rounded to the\n\
         model, with the precision the spec states. Every op is defined bit for bit,\n\
         so that every engine can match it. The ISA's own\n\
         syntax for modifiers, condition codes and texture operands is in its spec;\n\
         `docs/cli.md` describes what each front end adds or refuses.\n",
    );

    // ---- TGSI ---------------------------------------------------------------
    out.push_str(
        "\n## TGSI\n\nMesa's text dialect (docs/gallium/tgsi.rst). Float ops compute in \
         binary32 with denormals kept. Integer, double and 64-bit ops read their \
         operands as their own types; a double or 64-bit value is a component pair \
         (`.xy`, `.zw`), low word first.\n\n",
    );
    table_head(&mut out);
    for op in shasm_tgsi::ops::TGSI_OPS {
        row(
            &mut out,
            op.name,
            op.opcode,
            "SAMP[n], target",
            ("binary32", &Semantics::tgsi()),
            "",
        );
    }
    for op in shasm_tgsi::ops::INTEGER_OPS {
        let ty = match op.data_type {
            shasm_ir::DataType::Unsigned if op.either_sign => "(32-bit integers, either sign)",
            shasm_ir::DataType::Unsigned => "(unsigned 32-bit integers)",
            _ => "(signed 32-bit integers)",
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {} {ty} | {} |",
            op.name,
            operands(op.opcode, ""),
            op.opcode.info().summary().replace('|', "\\|"),
            match IntOp::try_from(op.opcode) {
                Ok(i) => {
                    let (a, m) = int_accuracy(i);
                    a.describe(m)
                }
                Err(_) => "–".into(),
            }
        );
    }
    out.push_str(
        "\nRefused with `tgsi/unsupported-resource-op` (shasm runs no resource or memory ops): ",
    );
    let names: Vec<String> = shasm_tgsi::ops::RESOURCE_OPS
        .iter()
        .map(|n| format!("`{n}`"))
        .collect();
    out.push_str(&names.join(", "));
    out.push_str(".\n\nRefused with `tgsi/unsupported-opcode`: ");
    let names: Vec<String> = shasm_tgsi::ops::UNSUPPORTED_MESA_OPS
        .iter()
        .map(|n| format!("`{n}`"))
        .collect();
    out.push_str(&names.join(", "));
    out.push_str(".\n");

    // ---- NV vertex programs ---------------------------------------------------
    out.push_str(
        "\n## NV vertex programs (`!!VP1.0`, `!!VP1.1`, `!!VP2.0`, `!!VSP1.0`)\n\n\
         binary32 with denormals flushed (NV_vertex_program2 §2.14.1.1). The note \
         names the headers that have the op.\n\n",
    );
    table_head(&mut out);
    use shasm_nv::vp::table::Version;
    for def in shasm_nv::vp::table::OPS {
        let headers: Vec<&str> = Version::ALL
            .iter()
            .filter(|v| def.available_in(**v))
            .map(|v| v.header())
            .collect();
        let note = format!("({})", headers.join(", "));
        row(
            &mut out,
            def.name,
            def.opcode,
            "",
            ("binary32, flushed", &Semantics::nv_vertex()),
            &note,
        );
    }

    // ---- NV fragment programs -------------------------------------------------
    out.push_str(
        "\n## NV fragment programs (`!!FP1.0`)\n\nbinary32 (`R`), fp16 (`H`) or fx12 \
         (`X`) per instruction (NV_fragment_program §3.11.4.1-2).\n\n",
    );
    table_head(&mut out);
    for def in shasm_nv::fp::ops::OPS {
        row(
            &mut out,
            def.name,
            def.opcode,
            "texture image unit, target",
            ("fp32, fp16 or fx12", &Semantics::nv_fragment()),
            "",
        );
    }

    // ---- ARB ------------------------------------------------------------------
    use shasm_arb::table::{NEVER, ProgramKind};
    for kind in [ProgramKind::Vertex, ProgramKind::Fragment] {
        let _ = write!(
            out,
            "\n## ARB (`{}`)\n\nbinary32. The note says which option an op needs: \
             none for the base language, `NV2` for NV_vertex_program2_option / \
             NV_fragment_program_option, `NV3` for NV_vertex_program3 / \
             NV_fragment_program2.\n\n",
            kind.header()
        );
        table_head(&mut out);
        for r in shasm_arb::table::TABLE {
            let level = r.level(kind);
            if level == NEVER {
                continue;
            }
            let note = match level {
                0 => "",
                1 => "(NV2)",
                _ => "(NV3)",
            };
            row(
                &mut out,
                r.name,
                r.opcode,
                "texture[n], target",
                ("binary32", &Semantics::arb_vertex()),
                note,
            );
        }
    }

    // ---- NV_gpu_program4 ------------------------------------------------------
    out.push_str(
        "\n## NV_gpu_program4 (`!!NVvp4.0`, `!!NVfp4.0`, `!!NVgp4.0`)\n\nbinary32 \
         and 32-bit integers (`.S`, `.U`; Table X.13). The note names the only \
         program type that has the op, if one.\n\n",
    );
    table_head(&mut out);
    for r in shasm_gp4::table::TABLE {
        let note = r
            .only
            .map(|k| format!("({})", k.header()))
            .unwrap_or_default();
        row(
            &mut out,
            r.name,
            r.opcode,
            "texture[n], target",
            ("binary32", &shasm_gp4::lower::semantics()),
            &note,
        );
    }

    // ---- PICA200 --------------------------------------------------------------
    out.push_str(
        "\n## PICA200\n\nfloat24 (PICA200 \"Floating-Point Behavior\"; `--float-model f32` \
         runs binary32). The spec's name, then picasso's mnemonic; the IR op it runs as \
         gives the operands and the meaning.\n\n",
    );
    table_head(&mut out);
    for info in shasm_pica::isa::OPS {
        let name = format!("{}` / `{}", info.name, info.mnemonic);
        row(
            &mut out,
            &name,
            info.ir,
            "",
            ("float24", &Semantics::pica()),
            "",
        );
    }
    out
}

#[test]
fn docs_ops_md_is_generated_from_the_op_tables() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/ops.md");
    let want = generate();
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &want).expect("writes docs/ops.md");
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    if have != want {
        let mut diff = String::new();
        for (i, (h, w)) in have.lines().zip(want.lines()).enumerate() {
            if h != w {
                let _ = writeln!(
                    diff,
                    "line {}:\n  docs/ops.md: {h}\n  generated:   {w}",
                    i + 1
                );
                break;
            }
        }
        panic!(
            "docs/ops.md is out of date with the op tables ({} lines there, {} generated).\n{diff}\
             Regenerate it with `UPDATE_DOCS=1 cargo test -p shasm --test ops_doc`.",
            have.lines().count(),
            want.lines().count()
        );
    }
}

#[test]
fn every_new_tgsi_op_is_in_the_table() {
    // The ops of Mesa's current dialect (project issue 18 item 7) appear
    // with their meaning.
    let text = generate();
    for name in [
        "FSEQ", "FMA", "UMSB", "POPC", "DADD", "U64ADD", "TEX_LZ", "DDX_FINE",
    ] {
        assert!(text.contains(&format!("| `{name}` |")), "{name}");
    }
    assert!(text.contains("`LOAD`"));
}
