!!FP1.0
# Bump mapping: per-pixel diffuse lighting from a tangent-space normal map.
#   TEX0: normal map (RGB = normal * 0.5 + 0.5), TEX1: base colour.
#   f[TEX0]: texture coordinates; lightDir: tangent-space light direction.
DECLARE lightDir = {0, 0, 1, 0};
DECLARE ambient = 0.1;
TEX R0, f[TEX0], TEX0, 2D;    # fetch the packed normal
MAD R0, R0, 2, -1;            # expand [0,1] -> [-1,1]
DP3_SAT R1.x, R0, lightDir;   # N.L, clamped to [0,1]
ADD_SAT R1.x, R1.x, ambient;  # plus ambient
TEX R2, f[TEX0], TEX1, 2D;    # base colour
MUL o[COLR].xyz, R2, R1.x;
MOV o[COLR].w, R2.w;
END
