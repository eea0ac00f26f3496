/*
Sudoku solves, counts, generates and times Sudoku puzzles, one file or
stream of puzzles at a time, in the manner of a Unix filter.

Usage:

	sudoku <command> [flags] [arguments]

The commands are:

	solve     solve puzzles, one result per puzzle, in input order
	count     count the solutions of each puzzle, up to a limit
	generate  make unique minimal puzzles, reproducibly from a seed
	bench     time the solver on files of puzzles
	example   solve a built-in puzzle and show both grids
	help      show the flags of a command

Run with no arguments, sudoku prints a short usage message with an
example of each command and exits with status 2; it never waits for input
then. "sudoku help COMMAND" and "sudoku COMMAND -h" show a command's
flags.

# Input

solve and count read the files named on the command line in turn, or
standard input when none is named or a name is "-". A puzzle is written
as one line of 81 cells, row by row, with 1-9 for a given and '.', '0',
'_' or '*' for a blank, or as a grid drawn over several lines in any form
that [github.com/sudokugo/sudoku.Parse] reads (spaces, '|', '-', '+' and
box-drawing characters are ignored). Lines are read one at a time:

  - Blank lines, and lines whose first non-blank character is '#', are
    skipped anywhere. A final "\r" (CRLF files) is dropped.
  - A line with 81 cells, or more, is a puzzle of its own.
  - A line with fewer cells starts a grid: the lines that follow are
    added to it until it holds 81 cells. Lines of drawing characters only
    (such as a border "+-------+") are skipped.
  - A line that would take a grid past 81 cells ends it: the unfinished
    grid is reported as bad, and the line is read afresh, so that one
    short line costs no other puzzle.
  - A line with a character that is not a cell or a drawing character is
    a line of text when it has at least as many letters as cells: it is
    reported as bad on its own. Otherwise it counts as a line of cells
    with a typo, and its puzzle is reported as bad at that character.
  - A line longer than 64 KiB is reported as bad and skipped.

# Output

solve and count write one result per puzzle read, in the order of the
input, whatever the number of workers. A puzzle that cannot be read, whose
givens clash, or (for solve) that has no solution, is reported on standard
error as

	file:line:column: reason

(with "<stdin>" for standard input), and its result is the marker "-",
so that results stay in step with the input and a program can pair them
up. Files that cannot be opened or read are reported as

	sudoku: open file: reason

and have no results.

solve writes each puzzle's solution as one line of 81 digits; when a
puzzle has several solutions, it writes the first in the order of
[github.com/sudokugo/sudoku.Solve]. With -format grid, it draws each
solution as nine lines, followed by a blank line. With -unique, each
result is followed (after a tab, or on a line of its own with -format
grid) by the word unique, multiple or none: a puzzle with no solution
gets "-" and none, and one that cannot be read or whose givens clash
gets "-" in both places.

count writes the number of solutions of each puzzle, counting at most
-limit (1000 by default): a count equal to the limit means that many or
more. A puzzle with no solution counts 0, which is not an error for count.

When standard error is a terminal, solve, count and generate show their
progress there (puzzles done, the rate, and the time left when the size
of the input is known), and clear it when they finish. When it is not a
terminal they show nothing.

Input is streamed: the memory used does not grow with the length of the
input, since only a bounded window of puzzles is in flight at any time.

# Flags

solve:

	-format line|grid   the output form (default line)
	-unique             add unique, multiple or none to each result
	-workers N          puzzles solved at once (0, the default: GOMAXPROCS)

count:

	-limit N            count at most N solutions of a puzzle (default 1000)
	-workers N          puzzles counted at once (0, the default: GOMAXPROCS)

generate:

	-n N                the number of puzzles (default 1)
	-seed S             the run's seed, 0 to 2^64-1
	-solution           write each solution after its puzzle
	-format line|grid   the output form (default line)
	-workers N          puzzles made at once (0, the default: GOMAXPROCS)

bench:

	-workers N          goroutines at once (default: a run with 1, then one
	                    with GOMAXPROCS when that is more than 1)
	-limit N            count up to N solutions of each puzzle (default 2)
	-time D             go over each file again until D has passed (default 1s)

# Generate

generate writes N unique minimal puzzles, one per line (with its
solution after a tab with -solution; as grids separated by blank lines
with -format grid). Puzzle i of a run (counting from 0) is what
[github.com/sudokugo/sudoku.Generate] makes from a
[github.com/sudokugo/sudoku.Mulberry32] seeded with the high 32 bits of
SplitMix64 applied to seed + (i+1)·0x9E3779B97F4A7C15. So each puzzle
depends on the seed and its index only, never on the number of workers or
on the machine (the first puzzles of -n 10 are those of -n 5), and a seed
gives the same puzzles in every v1 release. Without
-seed, a random seed is used and reported on standard error, so that the
run can be repeated.

# Bench

bench reads every valid puzzle of each FILE into memory (81 bytes a
puzzle), then counts the solutions of each, up to -limit, going over the
file again until -time has passed, and prints for each file and number of
workers the puzzles counted, the puzzles per second, the microseconds
per puzzle (the time one worker spends on a puzzle on average, that is
the wall time times the workers over the puzzles), and the guesses per
puzzle: how often the search branched, on average, measured in a pass of
its own with [github.com/sudokugo/sudoku.Solver] so that gathering the
statistics costs the timing nothing. Bad puzzles are reported as solve
reports them and left out.

# Exit status

	0  every puzzle was read and handled
	1  some input was bad (a puzzle that cannot be read, clashing givens,
	   no solution for solve) or a file could not be read or written;
	   the other puzzles were still handled
	2  the command line was wrong (unknown command or flag, bad value)

# Examples

	sudoku solve puzzles.txt > solutions.txt
	sudoku solve -unique -format grid < puzzle.txt
	sudoku count -limit 10 puzzles.txt
	sudoku generate -n 100 -seed 7 -solution
	sudoku generate -n 1000 | sudoku solve -workers 1
	sudoku bench -workers 1 puzzles.txt
	sudoku example
*/
package main
