package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"
)

// The exit statuses of the command.
const (
	exitOK    = 0 // every record was read and handled
	exitBad   = 1 // some input was bad, or could not be read or written
	exitUsage = 2 // the command line was wrong
)

// An env is the world a subcommand runs in: its standard streams, and
// whether standard error is a terminal (progress is shown only then).
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	stderrTerminal bool
}

// main runs the command line in the process's environment and exits with
// the status of the run.
func main() {
	e := &env{
		stdin:          os.Stdin,
		stdout:         os.Stdout,
		stderr:         os.Stderr,
		stderrTerminal: isTerminal(os.Stderr),
	}
	os.Exit(run(e, os.Args[1:]))
}

// isTerminal reports whether f is a terminal (a character device), using
// only what os.File.Stat tells.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// A command is one subcommand of sudoku.
type command struct {
	name    string
	args    string   // the arguments, after the name and its flags
	summary string   // one line, lower case, for the list of commands
	example []string // command lines shown in the usage message
	run     func(e *env, c *command, args []string) int
}

// commands returns the subcommands, in the order the usage lists them.
// New subcommands (rate, hint, path) slot in here.
func commands() []*command {
	return []*command{
		{name: "solve", args: "[FILE...]", run: runSolve,
			summary: "solve puzzles, one result per puzzle, in input order",
			example: []string{
				"sudoku solve puzzles.txt > solutions.txt",
				"sudoku solve -unique -format grid < puzzle.txt",
			}},
		{name: "count", args: "[FILE...]", run: runCount,
			summary: "count the solutions of each puzzle, up to a limit",
			example: []string{"sudoku count -limit 10 puzzles.txt"}},
		{name: "candidates", args: "[FILE...]", run: runCandidates,
			summary: "list the digits each cell holds in some solution of each puzzle",
			example: []string{"sudoku candidates -rules x -format grid puzzles.txt"}},
		{name: "generate", args: "", run: runGenerate,
			summary: "make unique puzzles of a chosen symmetry and level, from a seed",
			example: []string{
				"sudoku generate -n 100 -seed 7 -solution",
				"sudoku generate -n 10 -symmetry rot180 -level hard",
			}},
		{name: "rate", args: "[FILE...]", run: runRate,
			summary: "grade puzzles: the rating and level a person would find",
			example: []string{"sudoku rate puzzles.txt"}},
		{name: "hint", args: "[PUZZLE [ENTRIES [MARKS]] | FILE | -]", run: runHint,
			summary: "show the next step of a puzzle or a game in progress",
			example: []string{
				"sudoku hint -level nudge " + examplePuzzle,
				"sudoku hint position.txt",
			}},
		{name: "path", args: "[PUZZLE [ENTRIES [MARKS]] | FILE | -]", run: runPath,
			summary: "show every step from a puzzle or a game to the solution",
			example: []string{"sudoku path " + examplePuzzle}},
		{name: "draw", args: "[PUZZLE [ENTRIES [MARKS]] | FILE... | -]", run: runDraw,
			summary: "draw a puzzle, its pencil marks or a hint as SVG, or sheets to print",
			example: []string{
				"sudoku draw -hint " + examplePuzzle + " > hint.svg",
				"sudoku draw -sheet -answers puzzles.txt > puzzles.html",
			}},
		{name: "serve", args: "", run: runServe,
			summary: "serve a page to play on and a JSON API over HTTP",
			example: []string{"sudoku serve -addr 127.0.0.1:8080"}},
		{name: "bench", args: "FILE...", run: runBench,
			summary: "time the solver on files of puzzles",
			example: []string{"sudoku bench -workers 1 puzzles.txt"}},
		{name: "example", args: "", run: runExample,
			summary: "solve a built-in puzzle and show both grids",
			example: []string{"sudoku example"}},
		{name: "help", args: "[COMMAND]", run: runHelp,
			summary: "show the flags of a command",
			example: []string{"sudoku help solve"}},
	}
}

// lookup returns the subcommand called name, or nil.
func lookup(name string) *command {
	for _, c := range commands() {
		if c.name == name {
			return c
		}
	}
	return nil
}

// run runs the command line args (without the program name) and returns
// the exit status.
func run(e *env, args []string) int {
	if len(args) == 0 {
		usage(e.stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(e.stdout)
		return exitOK
	}
	c := lookup(args[0])
	if c == nil {
		fmt.Fprintf(e.stderr, "sudoku: unknown command %q\n", args[0])
		fmt.Fprintf(e.stderr, "Run 'sudoku help' for usage.\n")
		return exitUsage
	}
	return c.run(e, c, args[1:])
}

// usage writes the short usage message: the commands and an example of
// each.
func usage(w io.Writer) {
	var sb strings.Builder
	sb.WriteString("Sudoku solves, counts, generates and grades Sudoku puzzles, " +
		"and gives hints.\n\n")
	sb.WriteString("Usage:\n\n\tsudoku <command> [flags] [arguments]\n\n")
	sb.WriteString("The commands are:\n\n")
	for _, c := range commands() {
		fmt.Fprintf(&sb, "\t%-10s %s\n", c.name, c.summary)
	}
	sb.WriteString("\nExamples:\n\n")
	for _, c := range commands() {
		for _, ex := range c.example {
			fmt.Fprintf(&sb, "\t%s\n", ex)
		}
	}
	sb.WriteString("\nPuzzles are read one per line (81 cells, '.' or '0' for a blank) " +
		"or as\ngrids drawn over several lines; input is standard input " +
		"when no FILE\nis given or FILE is -.\n")
	sb.WriteString("A puzzle with variant rules is read from a line of JSON\n" +
		`({"grid":"...","rules":{...}}) or an f-puzzles link; solve, count,` + "\n" +
		"candidates and generate add the rules of -rules NAMES to every puzzle.\n")
	sb.WriteString("\nRun 'sudoku help <command>' for the flags of a command.\n")
	io.WriteString(w, sb.String())
}

// runHelp is the help command: the usage message, or a command's flags.
func runHelp(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch fs.NArg() {
	case 0:
		usage(e.stdout)
		return exitOK
	case 1:
		h := lookup(fs.Arg(0))
		if h == nil {
			fmt.Fprintf(e.stderr, "sudoku help: unknown command %q\n", fs.Arg(0))
			return exitUsage
		}
		// Show the command's own flag set by asking it for its help.
		stdout := e.stdout
		he := &env{stdin: e.stdin, stdout: stdout, stderr: stdout}
		return h.run(he, h, []string{"-h"})
	}
	return usageError(fs, "too many arguments: %d, want at most 1 (COMMAND)", fs.NArg())
}

// newFlags returns the flag set of command c, which reports errors and
// usage on e's standard error.
func newFlags(e *env, c *command) *flag.FlagSet {
	fs := flag.NewFlagSet("sudoku "+c.name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		w := fs.Output()
		line := "sudoku " + c.name
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			line += " [flags]"
		}
		if c.args != "" {
			line += " " + c.args
		}
		fmt.Fprintf(w, "usage: %s\n\n%s.\n", line, capitalize(c.summary))
		if hasFlags {
			fmt.Fprintf(w, "\nFlags:\n")
			fs.PrintDefaults()
		}
		if len(c.example) > 0 {
			fmt.Fprintf(w, "\nExample:\n")
			for _, ex := range c.example {
				fmt.Fprintf(w, "  %s\n", ex)
			}
		}
	}
	return fs
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// parseFlags parses args with fs. It reports false, with the exit status
// to return, when the command should stop: after -h (status 0), or a bad
// flag or a negative duration (status 2), having said why.
//
// Flags may come anywhere before a "--", before, between or after the
// other arguments, which fs.Args then holds in order; everything after
// "--" is an argument. An argument is a flag when it starts with '-' or
// "--" and a letter, so "-" (standard input), "-1" or "- 37 -" (pencil
// marks) are arguments; a file named "-x" goes after "--".
func parseFlags(fs *flag.FlagSet, args []string) (int, bool) {
	flags, rest := splitFlags(fs, args)
	// The flags alone first, so that a flag that lacks its value at the
	// end is an error rather than taking the "--" below; then "--" and
	// the arguments, which sets fs.Args without parsing any of them.
	err := fs.Parse(flags)
	if err == nil {
		err = fs.Parse(append([]string{"--"}, rest...))
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		return exitOK, false
	case err != nil:
		return exitUsage, false
	}
	if name, ok := negativeDuration(fs); ok {
		return usageError(fs, "-%s must not be negative", name), false
	}
	return exitOK, true
}

// splitFlags separates args into the flags, each with its value when
// that is the next argument, and the other arguments, in order. It
// decides what takes a value the way the flag package does: a flag that
// fs defines, is not boolean and has no "=value".
func splitFlags(fs *flag.FlagSet, args []string) (flags, rest []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return flags, append(rest, args[i+1:]...)
		}
		name, ok := flagName(a)
		if !ok {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		if takesValue(fs, name) && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return flags, rest
}

// flagName returns the name of the flag that a names ("-name", "--name"),
// and false when a is not a flag: it must start with one or two '-' and
// an ASCII letter. A flag written "-name=value" carries its value, so it
// has no name here to look up.
func flagName(a string) (string, bool) {
	name, ok := strings.CutPrefix(a, "-")
	if !ok {
		return "", false
	}
	name = strings.TrimPrefix(name, "-")
	if name == "" || !('a' <= name[0] && name[0] <= 'z' || 'A' <= name[0] && name[0] <= 'Z') {
		return "", false
	}
	if strings.Contains(name, "=") {
		return "", true
	}
	return name, true
}

// takesValue reports whether the flag name of fs takes the next argument
// as its value: whether it is defined and not a boolean flag.
func takesValue(fs *flag.FlagSet, name string) bool {
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}

// negativeDuration returns the name of a duration flag set on the
// command line to a negative value, and false when there is none: no
// command has a use for one.
func negativeDuration(fs *flag.FlagSet) (string, bool) {
	name := ""
	fs.Visit(func(f *flag.Flag) {
		g, ok := f.Value.(flag.Getter)
		if !ok {
			return
		}
		if d, ok := g.Get().(time.Duration); ok && d < 0 && name == "" {
			name = f.Name
		}
	})
	return name, name != ""
}

// maxWorkers is the most goroutines that -workers may ask for. The work
// is computing, so workers beyond the cores add no speed; and however many
// there are, the puzzles in flight stay bounded by [windowFor], so memory
// does not grow with -workers either.
const maxWorkers = 1024

// workersFlag defines the -workers flag on fs. Use [workerCount] to read
// it.
func workersFlag(fs *flag.FlagSet) *int {
	return fs.Int("workers", 0,
		"handle puzzles in up to `N` goroutines, at most 1024 (default: all cores, GOMAXPROCS)")
}

// workerCount returns the number of workers that the -workers flag asks
// for: n, or GOMAXPROCS for 0. It reports false after a usage error for n
// out of range (see [checkWorkers]).
func workerCount(fs *flag.FlagSet, n int) (int, bool) {
	if !checkWorkers(fs, n) {
		return 0, false
	}
	if n == 0 {
		return runtime.GOMAXPROCS(0), true
	}
	return n, true
}

// checkWorkers reports whether n is a valid -workers value, from 0 to
// [maxWorkers], after a usage error when it is not.
func checkWorkers(fs *flag.FlagSet, n int) bool {
	switch {
	case n < 0:
		usageError(fs, "-workers must not be negative")
		return false
	case n > maxWorkers:
		usageError(fs, "-workers must be at most %d", maxWorkers)
		return false
	}
	return true
}

// usageError reports a wrong command line and returns exitUsage.
func usageError(fs *flag.FlagSet, format string, a ...any) int {
	fmt.Fprintf(fs.Output(), "%s: %s\n", fs.Name(), fmt.Sprintf(format, a...))
	fs.Usage()
	return exitUsage
}

// flushOutput flushes w and reports a write error, returning the exit
// status code, or exitBad when the write failed.
func flushOutput(e *env, w *bufio.Writer, code int) int {
	if err := w.Flush(); err != nil {
		fmt.Fprintf(e.stderr, "sudoku: %v\n", err)
		return exitBad
	}
	return code
}
