!!ARBfp1.0
# Stage form: linear fog between the colour and the fog colour.
ATTRIB col = fragment.color;
ATTRIB uv = fragment.texcoord[1];
ATTRIB fog = fragment.fogcoord;
PARAM fogColor = state.fog.color;
PARAM range = program.local[0];
TEMP f, lit;
MUL lit, col, uv.x;
MAD_SAT f.x, fog.x, range.x, range.y;
LRP result.color, f.x, lit, fogColor;
END
