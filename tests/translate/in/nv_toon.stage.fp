!!FP1.0
# Stage form: N.L in three bands, fragments facing away discarded.
DECLARE light = {0, 0, 1, 0};
DEFINE shadowTint = {0.2, 0.2, 0.35, 1};
DP3C R0.x, f[TEX0], light;
KIL LT.x;
MUL R0.x, R0.x, 3;
FLR R0.x, R0.x;
MUL_SAT R0.x, R0.x, 0.5;
LRP o[COLR], R0.x, f[COL0], shadowTint;
MOV o[DEPR].z, f[WPOS].z;
END
