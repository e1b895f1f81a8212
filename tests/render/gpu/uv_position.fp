!!ARBfp1.0
# For `shasm render --engine gpu` (crates/cli/tests/gpu_render.rs): the
# texture coordinate in red and green, the window y / 64 in blue, so the
# picture shows interpolation and GL's lower-left window origin.
PARAM scale = {0.015625, 0.015625, 1, 1};
TEMP p;
MUL p, fragment.position, scale;
MOV result.color, fragment.texcoord[0];
MOV result.color.z, p.y;
END
