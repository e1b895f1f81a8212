!!ARBfp1.0
# Vertex colour modulated by a texture, with linear fog applied by the
# ARB_fog_linear option to the program's final clamped colour
# (ARB_fragment_program section 3.11.4.5.1).
OPTION ARB_fog_linear;
TEMP base;
TEX base, fragment.texcoord[0], texture[0], 2D;
MUL_SAT result.color, base, fragment.color;
END
