!!NVfp4.0
# For `shasm render --engine gpu` (crates/cli/tests/gpu_render.rs): red
# where the primitive is front-facing (fragment.facing.x is +1, -1 clamps
# to 0): GL's counter-clockwise front face on the GPU too.
MOV result.color, fragment.facing;
MOV result.color.yzw, {0, 0, 1, 1};
END
