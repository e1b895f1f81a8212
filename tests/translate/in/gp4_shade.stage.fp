!!NVfp4.0
# Stage form: NV_gpu_program4 fragment program, floats only.
PARAM tint = program.local[0];
TEMP n;
MAD n, fragment.texcoord[0], 2, -1;
DP3 n.w, n, n;
RSQ n.w, n.w;
MUL n.xyz, n, n.w;
MUL result.color, fragment.color, tint;
MOV result.color.w, n.z;
END
