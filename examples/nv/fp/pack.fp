!!FP1.0
# Packing round trip, as a G-buffer writer and reader would do it: the
# colour goes into four bytes, the normal's x and y into two halves, both in
# one fp32 register, and are unpacked again.
PK4UB R0.x, f[COL0];  # RGBA8 into R0.x
PK2H R0.y, f[TEX0];   # normal.xy as two fp16 into R0.y
UP4UB R1, R0.x;       # colour back
UP2H R2.xy, R0.y;     # normal.xy back
MUL R2.z, R2.x, R2.x;
MAD R2.z, R2.y, R2.y, R2.z;
ADD R2.z, 1, -R2.z;
RSQ R2.z, R2.z;
RCP R2.z, R2.z;  # normal.z = sqrt(1 - x^2 - y^2)
MOV o[COLR], R1;
END
