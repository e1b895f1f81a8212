!!NVgp4.0
# Shadow-volume extrusion from triangles with adjacency (NV_geometry_program4).
#
# Input: one triangle with its three neighbours (TRIANGLES_ADJACENCY):
# vertices 0, 2, 4 are the triangle, 1, 3 and 5 the far corners of the
# triangles across its edges 0-2, 2-4 and 4-0. Positions are in eye space;
# the light is a point light at program.local[0] (eye space too).
#
# A triangle that faces the light casts a volume: its front cap (the
# triangle), one side quad per silhouette edge (an edge whose neighbour
# faces away from the light), extruded to infinity away from the light,
# and its back cap (the triangle at infinity, winding reversed). A
# triangle facing away from the light emits nothing. Each strip is
# projected by state.matrix.projection.
PRIMITIVE_IN TRIANGLES_ADJACENCY;
PRIMITIVE_OUT TRIANGLE_STRIP;
VERTICES_OUT 18;
PARAM light = program.local[0];
PARAM proj[4] = { state.matrix.projection };
TEMP e0, e1, n, tolight, a, b, adj, p, far;

# Does the triangle face the light? n . (light - v0) > 0
SUB e0.xyz, vertex[2].position, vertex[0].position;
SUB e1.xyz, vertex[4].position, vertex[0].position;
XPD n.xyz, e0, e1;
SUB tolight.xyz, light, vertex[0].position;
DP3.CC n.w, n, tolight;
RET (LE.w);

# front cap
MOV p, vertex[0].position;
CAL emit_near;
MOV p, vertex[2].position;
CAL emit_near;
MOV p, vertex[4].position;
CAL emit_near;
ENDPRIM;

# the sides: edge a-b, with the neighbour's far corner adj
MOV a, vertex[0].position;
MOV adj, vertex[1].position;
MOV b, vertex[2].position;
CAL side;
MOV a, vertex[2].position;
MOV adj, vertex[3].position;
MOV b, vertex[4].position;
CAL side;
MOV a, vertex[4].position;
MOV adj, vertex[5].position;
MOV b, vertex[0].position;
CAL side;

# back cap, winding reversed
MOV p, vertex[0].position;
CAL emit_far;
MOV p, vertex[4].position;
CAL emit_far;
MOV p, vertex[2].position;
CAL emit_far;
RET;

# A side quad if the neighbour (a, adj, b) faces away from the light.
side:
  SUB e0.xyz, adj, a;
  SUB e1.xyz, b, a;
  XPD n.xyz, e0, e1;
  SUB tolight.xyz, light, a;
  DP3.CC n.w, n, tolight;
  RET (GT.w);
  MOV p, a;
  CAL emit_near;
  CAL emit_far;
  MOV p, b;
  CAL emit_near;
  CAL emit_far;
  ENDPRIM;
  RET;

# Emit p, projected.
emit_near:
  DP4 result.position.x, proj[0], p;
  DP4 result.position.y, proj[1], p;
  DP4 result.position.z, proj[2], p;
  DP4 result.position.w, proj[3], p;
  EMIT;
  RET;

# Emit p pushed to infinity away from the light (w = 0), projected.
emit_far:
  SUB far.xyz, p, light;
  MOV far.w, 0;
  DP4 result.position.x, proj[0], far;
  DP4 result.position.y, proj[1], far;
  DP4 result.position.z, proj[2], far;
  DP4 result.position.w, proj[3], far;
  EMIT;
  RET;
END
