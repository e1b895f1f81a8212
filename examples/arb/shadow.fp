!!ARBfp1.0
# Shadow mapping: texcoord[1] holds the fragment's position in the light's
# clip space (s, t, r, q); TXP divides by q and compares r with the depth
# stored in the shadow map (ARB_fragment_program_shadow). Lit fragments
# get the base colour, shadowed ones a quarter of it.
OPTION ARB_fragment_program_shadow;
TEMP lit, base;
TXP lit, fragment.texcoord[1], texture[1], SHADOW2D;
TEX base, fragment.texcoord[0], texture[0], 2D;
MAD lit, lit, 0.75, 0.25;
MUL result.color, base, lit;
END
