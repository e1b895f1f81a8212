!!FP1.0
# NV_fragment_program's three precisions (§3.11.4.1): fp16 (H), fx12 (X)
# and fp32, each rounded by integer bit operations in exact mode.
MOVR R0, f[TEX0];
MULH H0, R0, f[TEX1];
ADDX R1, H0, f[COL0];
MADR R2, R1, f[TEX2], H0;
MOVR o[COLR], R2;
END
