/// The `--help` texts of the `arrange` tool.
package enum Usage {
    /// The help text for `subcommand`, or the tool's overview for nil.
    package static func text(_ subcommand: ToolCommand.Subcommand?) -> String {
        switch subcommand {
        case nil: return overview
        case .solve?: return solve
        case .check?: return check
        case .render?: return render
        case .format?: return format
        case .explain?: return explain
        }
    }

    static let exitCodes = """
    Exit codes: 0 success; 1 a layout error (a conflict …) or a golden mismatch;
    2 malformed input (missing file, bad JSON, unknown verb or item, wrong type,
    a file over 64 MiB or nested over 25,000 levels), a file that cannot be
    read or written, a folder with no fixture (nothing to do), or a bad
    command line.
    """

    static let overview = """
    arrange: solve, check and draw Arrange fixtures (golden layouts as JSON).

    Usage:
      arrange solve FILE|DIR… [--json] [--step N] [--size WxH] [--scale N] [-o OUT.svg] [--no-svg] [--force]
      arrange check FILE|DIR…
      arrange render FILE -o OUT.svg [--step N] [--size WxH] [--scale N] [--force]
      arrange format FILE|DIR…
      arrange explain FILE ITEM [--step N] [--scale N]
      arrange help SUBCOMMAND   (or arrange SUBCOMMAND --help)

    Start with:  swift run arrange solve Fixtures/screens/login-form.json
    The fixture format is described in Fixtures/README.md.

    """ + "\n" + exitCodes + "\n"

    static let solve = """
    arrange solve: play fixtures through Arrange and print the frames.

    Usage: arrange solve FILE|DIR… [--json] [--step N] [--size WxH] [--scale N] [-o OUT.svg] [--no-svg] [--force]

    Folders are searched for *.json files as by 'arrange check'.
    Prints, per step, a table of every item (path, x, y, width, height in the
    parent's coordinates, declaration order, 3 decimals), and writes an SVG
    picture of the last step shown: to ./NAME.svg (NAME: the fixture's file
    name; NAME-2.svg, NAME-3.svg … for later fixtures of the same name in
    one run) unless -o says otherwise. Expectations in the file are not
    checked (that is 'arrange check').

    A picture replaces an existing file only if arrange drew it (its first
    line says so), or with --force; never a fixture being read. Every
    picture is checked before anything is solved.

    Options:
      --json        print JSON (one array, an object per file, exact numbers) instead of tables
      --step N      show only step N (1-based); the steps before it still run
      --size WxH    override the root size, e.g. --size 320x480 (0 to 1000000 each)
      --scale N     read frames on the grid of N device pixels per point (the root's
                    pixelScale, e.g. --scale 3), as the table and the picture show them
      -o, --output  where to write the picture (one FILE only)
      --no-svg      do not write a picture
      --force       replace an existing file arrange did not draw (never an input)

    """ + "\n" + exitCodes + "\n"

    static let check = """
    arrange check: compare fixtures with their expectations.

    Usage: arrange check FILE|DIR…

    Directories are searched for *.json files (sorted; folders whose name
    starts with '_' or '.' are skipped); a folder that holds none, or cannot
    be read, is an error (exit code 2). Each mismatch is printed with its step, item,
    field, expected and actual value, and the path of an SVG picture of the
    actual layout in .build/arrange-artefacts/ (or $ARRANGE_ARTEFACTS).
    A fixture with nothing to check fails.

    Recording: ARRANGE_RECORD=missing|all|failed writes the actual outcomes
    into the fixture files as expectations (missing: steps without one; all:
    every step; failed: mismatching steps) and then exits 1, so a recording run
    never passes. It is refused when CI is set.

    """ + "\n" + exitCodes + "\n"

    static let render = """
    arrange render: draw a fixture's layout as an SVG picture.

    Usage: arrange render FILE -o OUT.svg [--step N] [--size WxH] [--scale N] [--force]

    Draws the root, every item as a labelled rectangle (name and size), nesting,
    and the gaps and insets between them, after step N (default: the last).
    OUT.svg may be new, a picture arrange drew, or a device such as
    /dev/stdout; --force lets it replace any other file but FILE itself.
    --size WxH and --scale N override the root size and pixel scale, as for solve.

    """ + "\n" + exitCodes + "\n"

    static let explain = """
    arrange explain: say why an item's frame is what it is.

    Usage: arrange explain FILE ITEM [--step N] [--scale N]

    Plays the fixture through step N (default: the last) and prints, for the
    item's x, y, width and height, the constraints that pin the value at the
    solution (read from the solver's optimal basis), each with what it adds
    to the value, its verb, items and FILE:LINE; then the priority
    constraints on it that lost, with how far each is violated. A value that
    nothing fixes is said to be ambiguous, with the constraints that touch it
    and a witness: two frames that satisfy every constraint equally well.

    Options:
      --step N      explain the layout after step N (1-based)
      --scale N     read the frames on a grid of N device pixels per point: each
                    value shows the exact number beside the one read

    """ + "\n" + exitCodes + "\n"

    static let format = """
    arrange format: rewrite fixture files in the canonical layout.

    Usage: arrange format FILE|DIR…

    The same layout recording writes (keys in their written order, frames one
    item per line, everything else on one line when it fits in 100 columns,
    numbers exactly as written), so that recording a fixture changes only its
    expectations. A file is replaced atomically, keeping its mode and any
    symbolic link to it; a read-only file is refused; a file already in the
    layout is left untouched.

    """ + "\n" + exitCodes + "\n"
}
