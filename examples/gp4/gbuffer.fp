!!NVfp4.0
# The geometry pass of a deferred renderer: one fragment writes four
# render targets (ARB_draw_buffers), which a later lighting pass reads.
#   result.color[0]  albedo: the base texture times the material tint
#   result.color[1]  normal: the view-space normal, normalized and packed
#                    from [-1, 1] into [0, 1] (n * 0.5 + 0.5), w = gloss
#   result.color[2]  view-space position, w = linear depth (-z / far)
#   result.color[3]  integer material id (UINT render target): x the
#                    material, y the object flags with bit 7 = "lit"
# Texels with alpha below 0.5 are cut out (alpha test by KIL).
OPTION ARB_draw_buffers;
ATTRIB uv = fragment.texcoord[0];
ATTRIB normal = fragment.texcoord[1];
ATTRIB viewpos = fragment.texcoord[2];
FLAT UINT ATTRIB material = fragment.attrib[0];
PARAM tint = program.local[0];
PARAM surface = program.local[1];   # x = gloss, y = 1 / far plane
OUTPUT albedo = result.color[0];
OUTPUT packed = result.color[1];
OUTPUT position = result.color[2];
UINT OUTPUT id = result.color[3];
TEMP base, n, len;
TEX base, uv, texture[0], 2D;
SUB.CC base.w, base.w, 0.5;
KIL LT.w;
MUL albedo.xyz, base, tint;
MOV albedo.w, tint.w;
DP3 len.x, normal, normal;
RSQ len.x, len.x;
MUL n.xyz, normal, len.x;
MAD packed.xyz, n, 0.5, 0.5;
MOV packed.w, surface.x;
MOV position.xyz, viewpos;
MUL position.w, -viewpos.z, surface.y;
MOV.U id.x, material.x;
OR.U id.y, material.y, 128;
MOV.U id.zw, 0;
END
