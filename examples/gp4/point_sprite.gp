!!NVgp4.0
# Point sprites: each input point becomes a screen-aligned quad, emitted as
# one 4-vertex triangle strip (two triangles) with texture coordinates
# (0,0), (1,0), (0,1), (1,1). The half size comes from program.local[0].x.
PRIMITIVE_IN POINTS;
PRIMITIVE_OUT TRIANGLE_STRIP;
VERTICES_OUT 4;
PARAM size = program.local[0];
TEMP centre;
MOV centre, vertex[0].position;
# lower left
SUB result.position.xy, centre, size.x;
MOV result.position.zw, centre;
MOV result.color, vertex[0].color;
MOV result.texcoord[0], {0, 0, 0, 1};
EMIT;
# lower right
ADD result.position.x, centre, size.x;
SUB result.position.y, centre, size.x;
MOV result.position.zw, centre;
MOV result.color, vertex[0].color;
MOV result.texcoord[0], {1, 0, 0, 1};
EMIT;
# upper left
SUB result.position.x, centre, size.x;
ADD result.position.y, centre, size.x;
MOV result.position.zw, centre;
MOV result.color, vertex[0].color;
MOV result.texcoord[0], {0, 1, 0, 1};
EMIT;
# upper right
ADD result.position.xy, centre, size.x;
MOV result.position.zw, centre;
MOV result.color, vertex[0].color;
MOV result.texcoord[0], {1, 1, 0, 1};
EMIT;
END
