//! Print the IR of an `!!FP1.0` program, or its diagnostics.
fn main() {
    let path = std::env::args().nth(1).unwrap_or_default();
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    match shasm_nv::fp::load(&text) {
        Ok(fp) => print!("{}", fp.program),
        Err(e) => {
            print!("{}", shasm_diag::render(&path, &text, &e.diagnostics.0));
            println!("position {} string {:?}", e.error_position, e.error_string);
        }
    }
}
