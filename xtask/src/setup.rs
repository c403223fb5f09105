//! Installs the tools the build and the tests need, once, and says exactly what failed.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `wasm-bindgen` crate version pinned in crates/play; the CLI must match it exactly.
pub const WASM_BINDGEN_VERSION: &str = "0.2.130";

/// Runs a command, turning a failure into a message that names it.
pub fn run(command: &mut Command) -> Result<(), String> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .map_err(|e| format!("could not start {shown}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
}

/// The repository root (the parent of xtask/).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives inside the repository")
        .to_path_buf()
}

/// Makes sure the wasm32 target is installed.
pub fn wasm_target() -> Result<(), String> {
    let listed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output();
    if let Ok(out) = listed {
        if String::from_utf8_lossy(&out.stdout)
            .lines()
            .any(|l| l.trim() == "wasm32-unknown-unknown")
        {
            return Ok(());
        }
    }
    eprintln!("xtask: installing the wasm32-unknown-unknown target with rustup");
    run(Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]))
}

/// The path of a `wasm-bindgen` binary of the pinned version, installing it under target/tools.
pub fn wasm_bindgen() -> Result<PathBuf, String> {
    // A matching CLI anywhere we know of is reused: on PATH, in cargo's own bin folder (where
    // a previous run installed it), or in this checkout's target/tools.
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    let mut candidates = vec![PathBuf::from("wasm-bindgen")];
    if let Some(home) = &cargo_home {
        candidates.push(home.join("bin").join("wasm-bindgen"));
    }
    candidates.push(
        root()
            .join("target")
            .join("tools")
            .join("bin")
            .join("wasm-bindgen"),
    );
    if let Some(found) = candidates
        .into_iter()
        .find(|c| version_of(c).as_deref() == Some(WASM_BINDGEN_VERSION))
    {
        return Ok(found);
    }
    // Installed once per machine into cargo's bin folder, so fresh clones (CI) reuse it.
    let tools = cargo_home.unwrap_or_else(|| root().join("target").join("tools"));
    let binary = tools.join("bin").join("wasm-bindgen");
    eprintln!(
        "xtask: installing wasm-bindgen-cli {WASM_BINDGEN_VERSION} into {} (a few minutes, once)",
        tools.display()
    );
    let install = |locked: bool| {
        let mut cmd = Command::new("cargo");
        cmd.args([
            "install",
            "wasm-bindgen-cli",
            "--version",
            WASM_BINDGEN_VERSION,
            "--root",
        ])
        .arg(&tools);
        if locked {
            cmd.arg("--locked");
        }
        run(&mut cmd)
    };
    // The lock file shipped with the CLI can name versions a registry mirror lacks; retry
    // without it rather than fail.
    install(true).or_else(|_| install(false))?;
    Ok(binary)
}

fn version_of(binary: &Path) -> Option<String> {
    let out = Command::new(binary).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.split_whitespace().nth(1).map(str::to_string)
}

/// The path of binaryen's `wasm-opt`, installing Debian's `binaryen` package when it is missing;
/// `None` (after one line saying so) when it cannot be had: the wasm is then used as rustc made it.
pub fn wasm_opt() -> Option<PathBuf> {
    let works = |p: &Path| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let on_path = PathBuf::from("wasm-opt");
    if works(&on_path) {
        return Some(on_path);
    }
    eprintln!("xtask: installing Debian's binaryen for wasm-opt");
    let installed = apt_install(&["binaryen"]).is_ok();
    if installed && works(&on_path) {
        return Some(on_path);
    }
    eprintln!("xtask: wasm-opt (Debian package binaryen) is not available; the wasm is left unoptimised by it (a few per cent larger)");
    None
}

/// Runs `apt-get install` for `packages` (through sudo when not root), after `apt-get update`.
fn apt_install(packages: &[&str]) -> Result<(), String> {
    let as_root = Command::new("id")
        .arg("-u")
        .output()
        .map(|o| o.stdout.starts_with(b"0"))
        .unwrap_or(false);
    let apt = |args: &[&str]| {
        let mut cmd = if as_root {
            Command::new("apt-get")
        } else {
            Command::new("sudo")
        };
        if !as_root {
            cmd.args(["-n", "apt-get"]);
        }
        cmd.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        run(&mut cmd)
    };
    let mut install = vec!["install", "-y", "-qq"];
    install.extend_from_slice(packages);
    apt(&["update", "-qq"]).and_then(|_| apt(&install))
}

/// Makes sure Chromium is at /usr/bin/chromium, installing Debian's package when possible.
pub fn chromium() -> Result<PathBuf, String> {
    let path = PathBuf::from("/usr/bin/chromium");
    if path.exists() {
        return Ok(path);
    }
    eprintln!("xtask: installing Debian's chromium for the browser tests");
    apt_install(&["chromium", "fonts-noto-cjk"]).map_err(|e| {
        format!("{e}\nhint: install Chromium yourself with `sudo apt-get install chromium` and run again")
    })?;
    Ok(path)
}

/// Installs the browser tests' npm packages (playwright-core) when missing.
pub fn node_packages(dir: &Path) -> Result<(), String> {
    if dir.join("node_modules").join("playwright-core").exists() {
        return Ok(());
    }
    let mut cmd = Command::new("npm");
    cmd.current_dir(dir)
        .args(["install", "--no-audit", "--no-fund", "--loglevel=error"]);
    run(&mut cmd).map_err(|e| format!("{e}\nhint: the browser tests need Node.js and npm (Debian: apt-get install nodejs npm)"))
}

/// The pinned `pyffish` (Fairy-Stockfish's Python binding) the differential test compares the
/// engine with.
const PYFFISH: &str = "pyffish==0.0.90";

/// Makes sure `<target>/pyffish-venv` holds a Python with `pyffish`, creating the virtual
/// environment and installing the package from PyPI (a prebuilt wheel) when missing; returns
/// that Python.
pub fn pyffish(target: &Path) -> Result<PathBuf, String> {
    let venv = target.join("pyffish-venv");
    let python = venv.join("bin/python");
    let has_it = |python: &Path| {
        Command::new(python)
            .args(["-c", "import pyffish"])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if has_it(&python) {
        return Ok(python);
    }
    eprintln!("xtask: installing {PYFFISH} into {}", venv.display());
    run(Command::new("python3").arg("-m").arg("venv").arg(&venv)).map_err(|e| {
        format!("{e}\nhint: the differential test needs Python 3 with venv (Debian: `apt-get install python3-venv`)")
    })?;
    run(Command::new(&python).args(["-m", "pip", "install", "-q", PYFFISH]))
        .map_err(|e| format!("{e}\nhint: pip could not install {PYFFISH} from PyPI"))?;
    Ok(python)
}
