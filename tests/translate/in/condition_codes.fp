!!FP1.0
# NV_fragment_program condition codes (§3.11.4.3-4): an update, a
# conditional write mask tested against the codes before the instruction,
# and KIL on a condition.
MOVRC RC, f[TEX0];
MOVR R1, f[COL0];
MOVR R1 (LT.xyzw), -R1;
KIL EQ.x;
MOVR o[COLR], R1;
END
