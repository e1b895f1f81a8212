!!ARBfp1.0
# Every transcendental primitive of the contract: in exact mode shasm's own
# algorithms (docs/transcendentals.md), never the target's built-ins.
TEMP t, u;
SIN t.x, fragment.texcoord[0].x;
COS t.y, fragment.texcoord[0].y;
EX2 t.z, fragment.texcoord[0].z;
LG2 t.w, fragment.texcoord[0].w;
RSQ u.x, fragment.texcoord[1].x;
POW u.y, fragment.texcoord[1].y, fragment.texcoord[1].z;
RCP u.z, fragment.texcoord[1].w;
MUL result.color, t, u;
END
