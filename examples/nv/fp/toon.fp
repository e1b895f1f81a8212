!!FP1.0
# Toon shading: N.L quantised into three bands; alpha-tested cut-outs are
# discarded with KIL.
#   f[TEX0]: interpolated normal (xyz); f[TEX1]: texture coordinates.
#   TEX0: base colour with alpha; light: light direction.
DECLARE light = {0, 0, 1, 0};
DEFINE shadowTint = {0.2, 0.2, 0.35, 1};
TEX R1, f[TEX1], TEX0, 2D;  # base colour
SUBC RC.w, R1.w, 0.5;       # alpha test: CC.w = LT when alpha < 0.5
KIL LT.w;
DP3 R0.x, f[TEX0], light;  # N.L
MUL R0.x, R0.x, 3;
FLR R0.x, R0.x;                # band 0..3
MUL_SAT R0.x, R0.x, 0.5;       # 0, 0.5, 1 (and 1)
LRP R2, R0.x, R1, shadowTint;  # blend from the shadow tint to the colour
MOV o[COLR], R2;
END
