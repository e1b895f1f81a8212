//! Instruction words: decode → encode is the identity on every word with an
//! assigned opcode; printing never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shasm_pica::shbin::OpdescEntry;
use shasm_pica::{OperandDescriptor, decode, dis, encode};

fuzz_target!(|data: (u32, u32)| {
    let (word, desc) = data;
    if let Ok(inst) = decode(word) {
        assert_eq!(encode(&inst), word);
        let table = [OpdescEntry {
            descriptor: OperandDescriptor(desc),
            extension: 0,
        }];
        let _ = dis::instruction_text(&inst, &table);
    }
});
