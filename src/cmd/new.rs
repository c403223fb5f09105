//! `boardlore new`: scaffolds a new game entry.

use std::path::PathBuf;

use clap::Args as ClapArgs;

/// Arguments of `boardlore new`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game's id: lowercase letters, digits and dashes (the file becomes `games/<id>.yaml`).
    id: String,
    /// The English name (defaults to the id).
    #[arg(long, default_value = "")]
    name: String,
    /// The catalogue group: folk, chess or race (`--family` is still accepted).
    #[arg(long, alias = "family", default_value = "folk")]
    group: String,
    /// The content folder.
    #[arg(long, default_value = "content")]
    content: PathBuf,
}

/// Runs `boardlore new`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let file =
        boardlore_site::scaffold::new_entry(&args.content, &args.id, &args.name, &args.group)
            .map_err(anyhow::Error::msg)?;
    eprintln!(
        "created {}; fill it in, then run `boardlore check`",
        file.display()
    );
    Ok(())
}
