//! The 64-bit Integer ISA's compositions ([`crate::ops::int64::compose`])
//! as [`super::compute`] runs them, against Rust's native 64-bit
//! operations.

use super::*;
use crate::ops::int64::Int64Op;

fn op(o: Opcode) -> TypedOp {
    TypedOp::try_from(o).expect("a typed op")
}

/// The 64-bit Integer ISA as it was computed before the compositions
/// (Rust's native 64-bit operations, tgsi.rst's definitions with
/// shasm's choices for the open cases): the oracle of the differential
/// test below.
fn int64_reference(op: Int64Op, src: [[u32; 4]; 3]) -> [u32; 4] {
    use Int64Op::*;
    let [a, b, _] = src;
    let f = |w: u32| f32::from_bits(w);
    let [ia, ib] = pairs(a);
    let [ja, jb] = pairs(b);
    let qq = |g: &dyn Fn(u64, u64) -> u64| unpairs(g(ia, ja), g(ib, jb));
    let qcmp = |g: &dyn Fn(u64, u64) -> bool| [mask(g(ia, ja)), 0, mask(g(ib, jb)), 0];
    let signed = |x: u64| x as i64;
    match op {
        U64add => qq(&|x, y| x.wrapping_add(y)),
        U64mul => qq(&|x, y| x.wrapping_mul(y)),
        I64abs => qq(&|x, _| signed(x).wrapping_abs() as u64),
        I64neg => qq(&|x, _| x.wrapping_neg()),
        I64ssg => qq(&|x, _| signed(x).signum() as u64),
        I64min => qq(&|x, y| signed(x).min(signed(y)) as u64),
        I64max => qq(&|x, y| signed(x).max(signed(y)) as u64),
        U64min => qq(&|x, y| x.min(y)),
        U64max => qq(&|x, y| x.max(y)),
        // The count of `.xy` is src1.x, that of `.zw` src1.y (tgsi.rst),
        // masked with 0x3f.
        U64shl => unpairs(ia << (b[0] & 0x3f), ib << (b[1] & 0x3f)),
        U64shr => unpairs(ia >> (b[0] & 0x3f), ib >> (b[1] & 0x3f)),
        I64shr => unpairs(
            (signed(ia) >> (b[0] & 0x3f)) as u64,
            (signed(ib) >> (b[1] & 0x3f)) as u64,
        ),
        // Division by zero: all ones (shasm's choice, as tgsi.rst's UDIV
        // and UMOD define it for 32 bits); INT64_MIN / -1 wraps.
        U64div => qq(&|x, y| x.checked_div(y).unwrap_or(u64::MAX)),
        U64mod => qq(&|x, y| x.checked_rem(y).unwrap_or(u64::MAX)),
        I64div => qq(&|x, y| {
            if y == 0 {
                u64::MAX
            } else {
                signed(x).wrapping_div(signed(y)) as u64
            }
        }),
        I64mod => qq(&|x, y| {
            if y == 0 {
                u64::MAX
            } else {
                signed(x).wrapping_rem(signed(y)) as u64
            }
        }),
        U64seq => qcmp(&|x, y| x == y),
        U64sne => qcmp(&|x, y| x != y),
        U64slt => qcmp(&|x, y| x < y),
        U64sge => qcmp(&|x, y| x >= y),
        I64slt => qcmp(&|x, y| signed(x) < signed(y)),
        I64sge => qcmp(&|x, y| signed(x) >= signed(y)),
        // Sign and zero extension (tgsi.rst I2I64, U2I64).
        I2i64 => unpairs(a[0] as i32 as i64 as u64, a[1] as i32 as i64 as u64),
        U2i64 => unpairs(u64::from(a[0]), u64::from(a[1])),
        // Out of range and NaN: saturated and 0 (shasm's choice, as D2I).
        F2i64 => unpairs(f(a[0]) as i64 as u64, f(a[1]) as i64 as u64),
        F2u64 => unpairs(f(a[0]) as u64, f(a[1]) as u64),
        // Rounded to nearest, ties to even (Rust's `as`).
        I642f => [
            (signed(ia) as f32).to_bits(),
            (signed(ib) as f32).to_bits(),
            0,
            0,
        ],
        U642f => [(ia as f32).to_bits(), (ib as f32).to_bits(), 0, 0],
    }
}

#[test]
fn int64_compositions_match_the_native_64_bit_operations() {
    let edges: [u64; 12] = [
        0,
        1,
        2,
        3,
        0x7FFF_FFFF,
        0x8000_0000,
        0xFFFF_FFFF,
        0x1_0000_0000,
        i64::MAX as u64,
        i64::MIN as u64,
        u64::MAX,
        u64::MAX - 1,
    ];
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut values: Vec<u64> = edges.to_vec();
    for _ in 0..150 {
        let r = next();
        // Mixed magnitudes: small, 32-bit, full width.
        values.extend([r >> (r % 64), r & 0xFFFF_FFFF, r]);
    }
    let floats: Vec<u32> = [
        0.0f32,
        -0.0,
        0.5,
        -1.5,
        1e10,
        -1e10,
        9.223372e18,
        -9.223372e18,
        9.223373e18,
        1.8446743e19,
        1.8446744e19,
        2e19,
        -2e19,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        16777217.0,
    ]
    .iter()
    .map(|x| x.to_bits())
    .chain((0..300).map(|_| next() as u32))
    .collect();
    let ops = [
        Int64Op::U64add,
        Int64Op::U64mul,
        Int64Op::I64abs,
        Int64Op::I64neg,
        Int64Op::I64ssg,
        Int64Op::U64seq,
        Int64Op::U64sne,
        Int64Op::U64slt,
        Int64Op::U64sge,
        Int64Op::I64slt,
        Int64Op::I64sge,
        Int64Op::I64min,
        Int64Op::U64min,
        Int64Op::I64max,
        Int64Op::U64max,
        Int64Op::U64shl,
        Int64Op::I64shr,
        Int64Op::U64shr,
        Int64Op::I64div,
        Int64Op::U64div,
        Int64Op::I64mod,
        Int64Op::U64mod,
        Int64Op::U2i64,
        Int64Op::I2i64,
        Int64Op::U642f,
        Int64Op::I642f,
    ];
    let e = &mut Scalar::<Ieee>::new();
    for (k, &x) in values.iter().enumerate() {
        let y = values[(k * 7 + 3) % values.len()];
        for &z in &values[..20] {
            // Counts 0..=70 reach past 63 (masked) and both word halves.
            let count = (x ^ z) as u32 % 71;
            let src = [
                unpairs(x, z),
                unpairs(y, u64::from(count) | 1 << 32),
                [0; 4],
            ];
            let src_div = [unpairs(x, z), unpairs(y, z), [0; 4]];
            for op in ops {
                let s = if matches!(
                    op,
                    Int64Op::I64div | Int64Op::U64div | Int64Op::I64mod | Int64Op::U64mod
                ) {
                    src_div
                } else {
                    src
                };
                let src = if matches!(op, Int64Op::U64shl | Int64Op::I64shr | Int64Op::U64shr) {
                    [s[0], [count, count + 5, 0, 0], [0; 4]]
                } else {
                    s
                };
                assert_eq!(
                    int64::compose(e, op, src),
                    int64_reference(op, src),
                    "{op:?} {src:x?}"
                );
            }
        }
    }
    for (k, &w) in floats.iter().enumerate() {
        let v = floats[(k + 1) % floats.len()];
        for op in [Int64Op::F2i64, Int64Op::F2u64] {
            let src = [[w, v, 0, 0], [0; 4], [0; 4]];
            assert_eq!(
                int64::compose(e, op, src),
                int64_reference(op, src),
                "{op:?} {:e}",
                f32::from_bits(w)
            );
        }
    }
}

#[test]
fn int64_edge_cases() {
    let run = |op, a: [u32; 4], b: [u32; 4]| compute(op, [a, b, [0; 4]]);
    let q = |o| op(o);
    // INT64_MIN / -1 wraps; by zero all ones (shasm's choice, as
    // tgsi.rst's UDIV); INT64_MIN % -1 = 0.
    let min = unpairs(i64::MIN as u64, i64::MIN as u64);
    let m1 = unpairs(u64::MAX, u64::MAX);
    assert_eq!(run(q(Opcode::I64div), min, m1), min);
    assert_eq!(run(q(Opcode::I64mod), min, m1), [0; 4]);
    assert_eq!(run(q(Opcode::U64div), unpairs(7, 7), [0; 4]), [!0; 4]);
    assert_eq!(run(q(Opcode::I64mod), unpairs(7, 7), [0; 4]), [!0; 4]);
    // -7 / 2 = -3 rem -1 (toward zero).
    let m7 = unpairs(-7i64 as u64, 7);
    let two = unpairs(2, 2);
    assert_eq!(run(q(Opcode::I64div), m7, two), unpairs(-3i64 as u64, 3));
    assert_eq!(run(q(Opcode::I64mod), m7, two), unpairs(u64::MAX, 1));
    // tgsi.rst U64SHL: the count masked with 0x3f: 64 shifts by 0, 65
    // by 1; b.x counts .xy, b.y counts .zw.
    assert_eq!(
        run(q(Opcode::U64shl), unpairs(3, 3), [64, 65, 0, 0]),
        unpairs(3, 6)
    );
    assert_eq!(
        run(
            q(Opcode::I64shr),
            unpairs(i64::MIN as u64, 1 << 40),
            [63, 33, 0, 0]
        ),
        unpairs(u64::MAX, 1 << 7)
    );
    // I642F rounds to nearest even: 2^53 + 1 is not a binary32 either;
    // 2^24 + 1 ties to 2^24.
    assert_eq!(
        run(
            q(Opcode::I642f),
            unpairs((1 << 24) + 1, -((1i64 << 24) + 3) as u64),
            [0; 4]
        ),
        [
            16_777_216.0f32.to_bits(),
            (-16_777_220.0f32).to_bits(),
            0,
            0
        ]
    );
    // F2U64 of a negative value, of NaN and of 2^64: 0, 0, all ones.
    assert_eq!(
        run(
            q(Opcode::F2u64),
            [(-1.0f32).to_bits(), f32::NAN.to_bits(), 0, 0],
            [0; 4]
        ),
        [0; 4]
    );
    assert_eq!(
        run(
            q(Opcode::F2u64),
            [1.8446744e19f32.to_bits(), 0, 0, 0],
            [0; 4]
        ),
        [!0, !0, 0, 0]
    );
}
