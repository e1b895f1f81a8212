//! Shared by the GPU tests: the deterministic input words they draw.

pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }

    /// A float word of many magnitudes (as `crates/naga/src/tests.rs` draws them:
    /// at most 16 fraction bits), with zeros, infinities and NaNs.
    pub fn word(&mut self) -> u32 {
        let r = self.next();
        match r % 16 {
            0 => 0,
            1 => 0x8000_0000,
            2 => 0x7F80_0000,
            3 => 0x7FC0_0000,
            _ => {
                let e = 120 + (self.next() % 14);
                (r & 0x8000_0000) | (e << 23) | (self.next() & 0x007F_FF80)
            }
        }
    }
}
