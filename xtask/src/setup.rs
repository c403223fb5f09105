//! Installs the tools the build and the tests need, once, and says exactly what failed.

use std::path::{Path, PathBuf};
use std::process::Command;

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

/// Installs the browser tests' npm packages (`package-lock.json`: playwright-core, axe-core)
/// when missing or older than the lock file (npm records what it installed in
/// `node_modules/.package-lock.json`).
pub fn node_packages(dir: &Path) -> Result<(), String> {
    let modified = |path: PathBuf| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let installed = modified(dir.join("node_modules").join(".package-lock.json"));
    let wanted = modified(dir.join("package-lock.json"));
    if matches!((installed, wanted), (Some(installed), Some(wanted)) if installed >= wanted) {
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
