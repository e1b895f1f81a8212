!!ARBfp1.0
# Water: two normal-map lookups scrolling in opposite directions, their
# average as the surface normal, and a Fresnel term (1 - N.E)^5 mixing the
# sky colour into the water colour.
ATTRIB uv = fragment.texcoord[0];
ATTRIB eye = fragment.texcoord[1];
PARAM scroll = program.local[0];
PARAM waterColor = program.local[1];
PARAM skyColor = program.local[2];
PARAM consts = { 1, 5, 0, 0 };
TEMP uv1, uv2, n1, n2, n, fresnel;
ADD uv1, uv, scroll;
SUB uv2, uv, scroll;
TEX n1, uv1, texture[0], 2D;
TEX n2, uv2, texture[0], 2D;
# Each texel k/255 expands to 2k/255 - 1; their average is n1 + n2 - 1.
ADD n, n1, n2;
SUB n, n, consts.x;
DP3_SAT fresnel.x, n, eye;
SUB fresnel.x, consts.x, fresnel.x;
POW fresnel.x, fresnel.x, consts.y;
LRP result.color, fresnel.x, skyColor, waterColor;
END
