//! A translated module's buffers and interface, as JSON for a host
//! (`--layout FILE`).

use serde_json::{Value, json};

/// One buffer of bind group 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferInfo {
    pub binding: u32,
    pub name: String,
    /// `storage, read`, `storage, read_write` or `uniform`.
    pub space: String,
    /// The element type (`vec4<u32>`: four words of a register).
    pub element: String,
    /// Elements of a fixed-size buffer; `None` for one sized by the batch.
    pub length: Option<u32>,
}

impl BufferInfo {
    pub(crate) fn new(
        binding: u32,
        name: &str,
        space: &str,
        element: &str,
        length: Option<u32>,
    ) -> Self {
        BufferInfo {
            binding,
            name: name.into(),
            space: space.into(),
            element: element.into(),
            length,
        }
    }
}

/// A register of the program and its element in the register array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterInfo {
    pub slot: u32,
    /// `FILE[index]` in the IR's file names (`CONST[3]`, `IN[0]`).
    pub register: String,
    /// The register's file and index in the IR.
    pub file: shasm_ir::File,
    pub index: u32,
    /// The program's own name for it (`vertex.position`, `lightDir[2]`,
    /// a picasso alias), where the facade knows one.
    pub name: Option<String>,
    /// The stage form: the register's binding in the entry point's
    /// interface, as WGSL writes it (`@location(8)`, `@builtin(position)`).
    pub binding: Option<String>,
}

/// How a host fills and reads a translated module's buffers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoLayout {
    /// `compute` or `stage`.
    pub form: String,
    /// The stage form: `vertex` or `fragment`.
    pub stage: Option<String>,
    /// The compute form's workgroup size (0 in the stage form).
    pub workgroup_size: u32,
    pub buffers: Vec<BufferInfo>,
    /// Every element of `env`: the register it initialises.
    pub env: Vec<RegisterInfo>,
    /// The elements of one invocation's record in `inputs`, in order; the
    /// stage form: the entry point's inputs, with their bindings.
    pub inputs: Vec<RegisterInfo>,
    /// The elements of one invocation's record in `outputs`, in order;
    /// the stage form: the entry point's outputs, with their bindings.
    pub outputs: Vec<RegisterInfo>,
    /// The bits of an invocation's `status` word.
    pub status_bits: Vec<(String, u32)>,
    /// The stage form: the texture and sampler bindings, one pair per
    /// texture unit and target the program samples.
    pub textures: Vec<crate::TextureInfo>,
}

impl IoLayout {
    /// Give every register the name `name(file, index)` returns.
    pub fn name_registers(&mut self, name: impl Fn(shasm_ir::File, u32) -> Option<String>) {
        let regs = self
            .env
            .iter_mut()
            .chain(&mut self.inputs)
            .chain(&mut self.outputs);
        // The zero word after the registers keeps its own name.
        for r in regs.filter(|r| r.register != "ZERO") {
            r.name = name(r.file, r.index);
        }
    }

    /// The layout as a JSON document.
    pub fn to_json(&self) -> String {
        let regs = |v: &[RegisterInfo]| -> Value {
            v.iter()
                .map(|r| {
                    let mut o = match &r.name {
                        Some(n) => json!({ "slot": r.slot, "register": r.register, "name": n }),
                        None => json!({ "slot": r.slot, "register": r.register }),
                    };
                    if let (Some(b), Some(o)) = (&r.binding, o.as_object_mut()) {
                        o.insert("binding".into(), json!(b));
                    }
                    o
                })
                .collect()
        };
        let buffers: Value = self
            .buffers
            .iter()
            .map(|b| {
                json!({
                    "group": 0,
                    "binding": b.binding,
                    "name": b.name,
                    "space": b.space,
                    "element": b.element,
                    "length": b.length,
                })
            })
            .collect();
        let status: serde_json::Map<String, Value> = self
            .status_bits
            .iter()
            .map(|(n, b)| (n.clone(), json!(b)))
            .collect();
        let doc = match &self.stage {
            None => json!({
                "form": self.form,
                "workgroup_size": [self.workgroup_size, 1, 1],
                "buffers": buffers,
                "env": regs(&self.env),
                "inputs": regs(&self.inputs),
                "outputs": regs(&self.outputs),
                "status": status,
            }),
            Some(stage) => {
                let mut doc = json!({
                    "form": self.form,
                    "stage": stage,
                    "buffers": buffers,
                    "env": regs(&self.env),
                    "inputs": regs(&self.inputs),
                    "outputs": regs(&self.outputs),
                });
                if let (false, Some(o)) = (self.textures.is_empty(), doc.as_object_mut()) {
                    let textures: Value = self
                        .textures
                        .iter()
                        .map(|t| {
                            json!({
                                "unit": t.unit,
                                "target": t.target,
                                "texture": {"group": 0, "binding": t.texture_binding,
                                            "name": t.texture_name, "type": t.texture_type},
                                "sampler": {"group": 0, "binding": t.sampler_binding,
                                            "name": t.sampler_name, "type": t.sampler_type},
                            })
                        })
                        .collect();
                    o.insert("textures".into(), textures);
                }
                doc
            }
        };
        let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
        s.push('\n');
        s
    }
}
