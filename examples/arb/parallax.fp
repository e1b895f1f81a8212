!!ARBfp1.0
# Parallax mapping: the height map (texture 1) shifts the texture
# coordinate along the tangent-space eye vector before the colour lookup
# (offset = eye.xy * (height * scale + bias)).
ATTRIB uv = fragment.texcoord[0];
ATTRIB eye = fragment.texcoord[1];
PARAM scaleBias = program.local[1];
TEMP height, shifted;
TEX height, uv, texture[1], 2D;
MAD height.x, height.x, scaleBias.x, scaleBias.y;
MAD shifted.xy, eye, height.x, uv;
TEX result.color, shifted, texture[0], 2D;
END
