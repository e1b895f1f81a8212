!!ARBfp1.0
# Per-pixel Blinn-Phong lighting of a textured surface. The vertex program
# passes the eye-space normal in texcoord[1] and the half-angle vector in
# texcoord[2] (neither normalized); the light direction is a program local.
ATTRIB uv = fragment.texcoord[0];
ATTRIB normalIn = fragment.texcoord[1];
ATTRIB halfIn = fragment.texcoord[2];
PARAM lightDir = program.local[0];
PARAM diffuse = state.lightprod[0].diffuse;
PARAM specular = state.lightprod[0].specular;
PARAM ambient = state.lightmodel.scenecolor;
PARAM shininess = state.material.shininess;
TEMP n, h, base, lit, color;

# Normalize both interpolated vectors.
DP3 n.w, normalIn, normalIn;
RSQ n.w, n.w;
MUL n.xyz, normalIn, n.w;
DP3 h.w, halfIn, halfIn;
RSQ h.w, h.w;
MUL h.xyz, halfIn, h.w;

# lit.x = max(N.L, 0), lit.y = max(N.H, 0)^shininess, or 0 where N.L <= 0.
DP3_SAT lit.x, n, lightDir;
DP3_SAT lit.y, n, h;
POW lit.y, lit.y, shininess.x;
CMP lit.y, -lit.x, lit.y, 0;

TEX base, uv, texture[0], 2D;
MAD color, lit.x, diffuse, ambient;
MUL color, color, base;
MAD result.color.xyz, lit.y, specular, color;
MOV result.color.w, base.w;
END
