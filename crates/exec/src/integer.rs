//! Integer operations (NV_gpu_program4 `.S` / `.U` data types).

use shasm_ir::{DataType, Opcode};

/// Compute an integer (or float→integer / integer→float) op on raw words.
/// Returns `None` for ops this engine does not define on integers.
pub fn compute(
    op: Opcode,
    ty: DataType,
    a: [u32; 4],
    b: [u32; 4],
    c: [u32; 4],
) -> Option<[u32; 4]> {
    let signed = ty == DataType::Signed;
    let each = |f: &dyn Fn(u32, u32, u32) -> u32| -> [u32; 4] {
        std::array::from_fn(|i| f(a[i], b[i], c[i]))
    };
    let as_float = |w: u32| f32::from_bits(w);
    let to_int = |x: f32| -> u32 { if signed { (x as i32) as u32 } else { x as u32 } };
    Some(match op {
        Opcode::Mov => a,
        Opcode::Add => each(&|x, y, _| x.wrapping_add(y)),
        Opcode::Sub => each(&|x, y, _| x.wrapping_sub(y)),
        Opcode::Mul => each(&|x, y, _| x.wrapping_mul(y)),
        Opcode::Mad => each(&|x, y, z| x.wrapping_mul(y).wrapping_add(z)),
        Opcode::Min if signed => each(&|x, y, _| (x as i32).min(y as i32) as u32),
        Opcode::Max if signed => each(&|x, y, _| (x as i32).max(y as i32) as u32),
        Opcode::Min => each(&|x, y, _| x.min(y)),
        Opcode::Max => each(&|x, y, _| x.max(y)),
        Opcode::Abs => each(&|x, _, _| (x as i32).wrapping_abs() as u32),
        Opcode::And => each(&|x, y, _| x & y),
        Opcode::Or => each(&|x, y, _| x | y),
        Opcode::Xor => each(&|x, y, _| x ^ y),
        Opcode::Not => each(&|x, _, _| !x),
        Opcode::Shl => std::array::from_fn(|i| a[i].wrapping_shl(b[0])),
        Opcode::Shr if signed => std::array::from_fn(|i| ((a[i] as i32).wrapping_shr(b[0])) as u32),
        Opcode::Shr => std::array::from_fn(|i| a[i].wrapping_shr(b[0])),
        Opcode::Mod if signed => {
            std::array::from_fn(|i| (a[i] as i32).checked_rem(b[0] as i32).unwrap_or(0) as u32)
        }
        Opcode::Mod => std::array::from_fn(|i| a[i].checked_rem(b[0]).unwrap_or(0)),
        Opcode::Sad => each(&|x, y, z| x.abs_diff(y).wrapping_add(z)),
        Opcode::I2f if signed => each(&|x, _, _| (x as i32 as f32).to_bits()),
        Opcode::I2f => each(&|x, _, _| (x as f32).to_bits()),
        Opcode::Flr => each(&|x, _, _| to_int(as_float(x).floor())),
        Opcode::Ceil => each(&|x, _, _| to_int(as_float(x).ceil())),
        Opcode::Trunc => each(&|x, _, _| to_int(as_float(x).trunc())),
        Opcode::Round => each(&|x, _, _| to_int(as_float(x).round_ties_even())),
        _ => return None,
    })
}
