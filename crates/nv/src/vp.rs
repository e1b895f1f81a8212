//! `!!VP1.0` / `!!VP1.1` / `!!VP2.0` / `!!VSP1.0` vertex programs (NV_vertex_program2).
