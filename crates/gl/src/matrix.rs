//! 4×4 matrices as the GL keeps them (column-major arrays), their stacks and
//! the transforms `TrackMatrixNV` applies (NV_vertex_program2 §2.14.7).

/// A GL matrix: 16 floats in column-major order (`m[col * 4 + row]`).
pub type Mat4 = [f32; 16];

pub const IDENTITY: Mat4 = [
    1.0, 0.0, 0.0, 0.0, //
    0.0, 1.0, 0.0, 0.0, //
    0.0, 0.0, 1.0, 0.0, //
    0.0, 0.0, 0.0, 1.0,
];

/// Element (`row`, `col`).
pub fn at(m: &Mat4, row: usize, col: usize) -> f32 {
    m[col * 4 + row]
}

/// Row `r` of `m` as a vector (what a tracked parameter register holds).
pub fn row(m: &Mat4, r: usize) -> [f32; 4] {
    [m[r], m[4 + r], m[8 + r], m[12 + r]]
}

pub fn transpose(m: &Mat4) -> Mat4 {
    std::array::from_fn(|i| {
        let (col, row) = (i / 4, i % 4);
        m[row * 4 + col]
    })
}

/// `a * b` (b applied first), each element a dot product summed in order in
/// f32, as a conventional GL multiplies.
pub fn multiply(a: &Mat4, b: &Mat4) -> Mat4 {
    std::array::from_fn(|i| {
        let (col, row) = (i / 4, i % 4);
        let mut sum = 0.0f32;
        for k in 0..4 {
            sum += at(a, row, k) * at(b, k, col);
        }
        sum
    })
}

/// `m * v`, each component summed in order in f32.
pub fn transform(m: &Mat4, v: [f32; 4]) -> [f32; 4] {
    std::array::from_fn(|r| {
        let mut sum = 0.0f32;
        for (k, x) in v.iter().enumerate() {
            sum += at(m, r, k) * x;
        }
        sum
    })
}

/// The inverse, by Gauss-Jordan elimination with partial pivoting in f64.
/// The spec leaves the inverse of a singular matrix unspecified (notes
/// §8.3); we give the zero matrix.
pub fn inverse(m: &Mat4) -> Mat4 {
    let mut a = [[0.0f64; 8]; 4];
    for (r, rowv) in a.iter_mut().enumerate() {
        for (c, v) in rowv.iter_mut().take(4).enumerate() {
            *v = f64::from(at(m, r, c));
        }
        rowv[4 + r] = 1.0;
    }
    for col in 0..4 {
        let pivot = (col..4)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        if a[pivot][col] == 0.0 || !a[pivot][col].is_finite() {
            return [0.0; 16];
        }
        a.swap(col, pivot);
        let p = a[col][col];
        for v in a[col].iter_mut() {
            *v /= p;
        }
        for r in 0..4 {
            if r != col {
                let f = a[r][col];
                if f != 0.0 {
                    let pivot_row = a[col];
                    for (v, pv) in a[r].iter_mut().zip(pivot_row) {
                        *v -= f * pv;
                    }
                }
            }
        }
    }
    std::array::from_fn(|i| {
        let (col, row) = (i / 4, i % 4);
        a[row][4 + col] as f32
    })
}

/// A matrix stack: the top is the current matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct Stack {
    items: Vec<Mat4>,
    max_depth: usize,
}

impl Stack {
    pub fn new(max_depth: usize) -> Stack {
        Stack {
            items: vec![IDENTITY],
            max_depth: max_depth.max(1),
        }
    }

    pub fn top(&self) -> &Mat4 {
        // The stack is never empty: pop refuses to remove the last matrix.
        self.items.last().unwrap_or(&IDENTITY)
    }

    pub fn set_top(&mut self, m: Mat4) {
        if let Some(top) = self.items.last_mut() {
            *top = m;
        }
    }

    pub fn depth(&self) -> usize {
        self.items.len()
    }

    pub fn max_depth(&self) -> usize {
        self.max_depth
    }

    /// PushMatrix: false (STACK_OVERFLOW) when full.
    pub fn push(&mut self) -> bool {
        if self.items.len() >= self.max_depth {
            return false;
        }
        let top = *self.top();
        self.items.push(top);
        true
    }

    /// PopMatrix: false (STACK_UNDERFLOW) with one matrix left.
    pub fn pop(&mut self) -> bool {
        if self.items.len() <= 1 {
            return false;
        }
        self.items.pop();
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_of_a_column_major_matrix() {
        // NV_vertex_program issues: loading {1,5,9,13, 2,6,10,14, ...} gives
        // a first row of 1, 2, 3, 4.
        let m: Mat4 = [
            1.0, 5.0, 9.0, 13.0, 2.0, 6.0, 10.0, 14.0, 3.0, 7.0, 11.0, 15.0, 4.0, 8.0, 12.0, 16.0,
        ];
        assert_eq!(row(&m, 0), [1.0, 2.0, 3.0, 4.0]);
        assert_eq!(row(&m, 1), [5.0, 6.0, 7.0, 8.0]);
        assert_eq!(row(&transpose(&m), 1), [2.0, 6.0, 10.0, 14.0]);
    }

    #[test]
    fn inverse_of_scale_and_translate() {
        // Scale by (2, 4, 8) then translate by (1, 2, 3).
        let mut m = IDENTITY;
        m[0] = 2.0;
        m[5] = 4.0;
        m[10] = 8.0;
        m[12] = 1.0;
        m[13] = 2.0;
        m[14] = 3.0;
        let inv = inverse(&m);
        assert_eq!(row(&inv, 0), [0.5, 0.0, 0.0, -0.5]);
        assert_eq!(row(&inv, 1), [0.0, 0.25, 0.0, -0.5]);
        assert_eq!(row(&inv, 2), [0.0, 0.0, 0.125, -0.375]);
        assert_eq!(row(&inv, 3), [0.0, 0.0, 0.0, 1.0]);
        assert_eq!(multiply(&m, &inv), IDENTITY);
        assert_eq!(inverse(&[0.0; 16]), [0.0; 16]);
    }

    #[test]
    fn stacks_overflow_and_underflow() {
        let mut s = Stack::new(2);
        assert!(!s.pop());
        assert!(s.push());
        assert!(!s.push());
        assert_eq!(s.depth(), 2);
    }
}
