!!ARBfp1.0
# Stage form, fast mode: a normal map, a biased base texture, a light
# cube and a projected shadow map, each sampled by the target's own
# sampling (docs/translate.md, "Textures").
OPTION ARB_fragment_program_shadow;
ATTRIB uv = fragment.texcoord[0];
ATTRIB toLight = fragment.texcoord[1];
ATTRIB shadowPos = fragment.texcoord[2];
OUTPUT colour = result.color;
TEMP n, base, l, s;
TEX n, uv, texture[0], 2D;
TXB base, uv, texture[1], 2D;
TEX l, toLight, texture[2], CUBE;
TXP s, shadowPos, texture[3], SHADOW2D;
MAD n, n, 2, -1;
MAD l, l, 2, -1;
DP3_SAT n.x, n, l;
MUL base, base, n.x;
MUL colour, base, s;
END
