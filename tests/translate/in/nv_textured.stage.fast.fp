!!FP1.0
# Stage form, fast mode: NV_fragment_program's TEX, TXP and TXD on 2D,
# 3D and RECT targets (a RECT lookup's texel coordinates are divided by
# the texture's size: the targets sample normalised coordinates).
TEX R0, f[TEX0], TEX0, 2D;
TXP R1, f[TEX1], TEX1, 3D;
MUL R3, f[TEX2], 0.01;
MUL R4, f[TEX2].yxzw, 0.01;
TXD R2, f[TEX2], R3, R4, TEX2, RECT;
MUL R0, R0, R1;
MUL o[COLR], R0, R2;
END
