!!ARBfp1.0
# Modulate the primary colour by a tint and clamp.
PARAM tint = {0.5, 2, 1, 1};
MUL_SAT result.color, fragment.color, tint;
END
