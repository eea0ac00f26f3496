/*
Sudoku solves, counts, generates, grades and times Sudoku puzzles, one
file or stream of puzzles at a time, in the manner of a Unix filter, and
gives hints for a puzzle or a game in progress. solve, count, candidates
and generate also play variant Sudoku: diagonals, windoku, jigsaw,
killer, thermo, arrow, kropki, XV and the chess rules.

Usage:

	sudoku <command> [flags] [arguments]

The commands are:

	solve      solve puzzles, one result per puzzle, in input order
	count      count the solutions of each puzzle, up to a limit
	candidates list the digits each cell holds in some solution of each puzzle
	generate   make unique puzzles of a chosen symmetry and level, from a seed
	rate       grade puzzles: the rating and level a person would find
	hint       show the next step of a puzzle or a game in progress
	path       show every step from a puzzle or a game to the solution
	draw       draw a puzzle, its pencil marks or a hint as SVG, or sheets to print
	serve      serve a page to play on and a JSON API over HTTP
	bench      time the solver on files of puzzles
	example    solve a built-in puzzle and show both grids
	help       show the flags of a command

Run with no arguments, sudoku prints a short usage message with an
example of each command and exits with status 2; it never waits for input
then. "sudoku help COMMAND" and "sudoku COMMAND -h" show a command's
flags.

A command's flags may come before, between or after its arguments:
"sudoku solve puzzles.txt -unique" is "sudoku solve -unique puzzles.txt".
An argument is a flag when it starts with '-' or "--" and a letter; "-"
alone (standard input) and words such as "-1" or the pencil marks
"- 37 -" are arguments. Everything after "--" is an argument, so a file
named "-x" is read with "sudoku solve -- -x". A flag that is unknown,
lacks its value or has a bad one is a usage error wherever it is, and so
is a negative duration.

# Input

solve, count, candidates and rate read the files named on the command line in turn, or
standard input when none is named or a name is "-". A puzzle is written
as one line of 81 cells, row by row, with 1-9 for a given and '.', '0',
'_' or '*' for a blank, or as a grid drawn over several lines in any form
that [github.com/sudokugo/sudoku.Parse] reads (spaces, '|', '-', '+' and
box-drawing characters are ignored). Lines end at "\n", "\r\n" or a
lone "\r", and are read one at a time:

  - Blank lines, lines whose first non-blank character is '#', the
    marker "-" of a bad result, and the status lines that solve and
    generate write after a grid ("unique", "multiple", "none", "rating
    2.6, medium", "solution") are skipped. They are record boundaries. A
    comment may stand anywhere, inside a grid too. A marker or a status
    line ends an unfinished grid, which is reported as bad; so does a
    blank line, but for one between the bands of a grid (after a band
    line, or between whole bands of nine-cell rows) or after each row of
    a grid written with a blank line after every row.
  - The line "solution", which generate -solution -format grid writes
    before each solution, says that the grid after it is the answer to
    the puzzle before: that grid is skipped, so the output reads back as
    its puzzles.
  - A line with 81 cells, or more, is a puzzle of its own. When it holds
    a tab and the text before the tab is a puzzle (81 characters or
    more) or the marker "-", the fields after the tab are ignored, so the
    output of rate, solve -unique and generate -grade or -solution reads
    back as its puzzles; so is " ED=..." after a puzzle of 81
    characters, as rate -format se writes it.
  - A line with fewer cells starts a grid.
  - A grid drawn with band lines (the "------+-------+------" that solve
    -format grid draws between bands, or the borders of a boxed grid) is
    read by its bands: three rows each, and a band line after each band
    but perhaps the last. A band with fewer rows is reported at its last
    row, and the grid's other bands are still taken as its
    own, so that the grid after it is read from its own first row. A
    missing band line makes the grid bad too. Two grids drawn one after
    the other with no line between them give six rows between two band
    lines, three of each. Any other number means a row is missing from
    the last band of the one or from the first band of the other: a
    comment among those rows is taken as the line between the grids;
    without one, the lines cannot tell which grid lacks the row, and
    both are bad, as are the grids drawn right after them, up to a blank
    line, a line of its own or a bottom border followed by a top border.
    A blank line (but after a band line), a marker or a status line ends
    such a grid. A grid with a line between all its rows is read by its
    cells.
  - A grid drawn without band lines (nine lines of nine cells, say) is
    gathered by counting cells: the lines that follow are added to it
    until it holds 81 cells. Lines of drawing characters only are
    skipped. A grid with a comment inside it may be followed by the next
    grid with no blank line between: the rows after the comment that
    give it 81 cells, as wide as its rows before it, finish it, and the
    next grid starts after them. When the lines after the comment are
    whole grids of their own, though, the grid before it is short, and
    is reported as bad: a short grid never takes the first rows of the
    grid after it. Such a grid with a row missing is told apart from the
    grid after it only by a boundary between them: put a blank line
    after each.
  - A line that would take a grid past 81 cells ends it: the unfinished
    grid is reported as bad, and the line is read afresh, so that one
    short grid costs no other puzzle. Two cases are read as what they
    most likely are: a first line whose number of cells differs from the
    rows after it, which make a whole grid without it, is a stray line,
    reported on its own before the grid; and a grid whose rows hold the
    same number of cells, but for one row with a cell too many, still
    ends after its last row.
  - A grid with the wrong number of cells whose rows all hold the same
    number of cells but one is reported at that row ("found 8 on this
    line, 9 on the others").
  - A line with a character that is not a cell or a drawing character is
    a line of text when it has at least as many letters as cells: it is
    reported as bad on its own, and ends an unfinished grid. Otherwise it
    counts as a line of cells with a typo, and its puzzle is reported as
    bad at that character.
  - A line that holds a puzzle with its rules is a puzzle of its own
    (see Variants below): a line of JSON, an f-puzzles link, or an
    f-puzzles compressed string.
  - A line longer than 64 KiB is reported as bad and skipped.

# Variants

solve, count and candidates play each puzzle by the rules it comes
with, and generate makes puzzles with rules. A puzzle with rules beyond
classic Sudoku is read from a line of its own, in one of these forms
(leading and trailing white space ignored):

  - A line of JSON that starts with '{': the form of
    [github.com/sudokugo/sudoku.Puzzle], the grid as an 81-character
    line and the rules with their cages, lines, dots and regions, as
    generate writes it (an example follows). Without "rules" it is a
    classic puzzle.
  - An f-puzzles puzzle, read by
    [github.com/sudokugo/sudoku/fpuzzles.Decode]: a link with ?load=
    (a line that starts with "http://", "https://" or "load=", or holds
    "?load="), the compressed string of such a link (a single word of at
    least 40 characters of the base64 alphabet that starts with a
    letter), or f-puzzles' own JSON on one line (an object with the key
    "size", or whose "grid" is a list).

For example, an X-Sudoku puzzle (its grid shortened here):

	{"grid":"5..3...1..6..7....2.....3...","rules":{"mainDiagonal":true,"antiDiagonal":true}}

The -rules flag of solve, count and candidates adds rules to every
puzzle read, to those a JSON or f-puzzles line brings with it. It takes
a comma-separated list of names:

	x                    both diagonals (X-Sudoku)
	main, diagonal-      the main diagonal, r1c1 to r9c9
	anti, diagonal+      the anti-diagonal, r9c1 to r1c9
	windoku              the four windows of hyper Sudoku
	disjoint             the disjoint groups
	antiknight           no digit a knight's move from itself
	antiking             no digit a king's move from itself
	nonconsecutive       no consecutive digits side by side

Cages, thermometers, arrows, dots and jigsaw regions cannot be named:
they come in a JSON or f-puzzles line. For generate, -rules also names
the layouts to draw at random for each puzzle: jigsaw, killer, thermo,
arrow, kropki and xv, and negative (with kropki or xv: every pair that
qualifies is marked, and the negative rules hold). A name that is not
known, or a layout given to solve, count or candidates, is a usage
error.

Variant input goes wrong in its own ways, each reported, like any bad
puzzle, as file:line:column with the marker "-" in the output:

  - JSON that does not parse is reported at the column where it goes
    wrong; a grid that does not parse, at its bad cell; a key or value
    of the wrong kind, at column 1 with its path, as in
    rules.cages[3].cells[1]: "r10c1" is not a cell.
  - A rule set that makes no sense, such as a cage total no digits make,
    is reported with the rule and its cells: "cage 0 (r1c1 r1c2): total
    50 cannot be made: invalid rules".
  - Givens that break a rule are reported at the last cell the rule
    names: "main diagonal (r1c1 r5c5): both hold 5: rule broken".
  - An f-puzzles constraint that the rules cannot express (a palindrome,
    a sandwich sum, ...) is reported by name, never dropped, as in
    f-puzzles: palindrome: f-puzzles constraint "palindrome" is not
    supported.

rate, hint, path and bench play classic Sudoku only: a puzzle with rules
is reported as bad there.

# Output

solve, count, candidates and rate write one result per puzzle read, in the order of the
input, whatever the number of workers. A puzzle that cannot be read, whose
givens clash, (for solve) that has no solution, or that runs out of
-timeout, is reported on standard error as

	file:line:column: reason

(with "<stdin>" for standard input), and its result is the marker "-",
so that results stay in step with the input and a program can pair them
up. Read back by the command, the marker is skipped like a blank
line, so the results of a second command pair with the good results of
the first. Files that cannot be opened or read are reported as

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

candidates writes the true candidates of each puzzle: for every cell,
the digits it holds in at least one solution (a given's own digit, and
for a unique puzzle the digit of the solution). A line holds the 81
cells, row by row, separated by single spaces, each its digits run
together:

	4 6 8 9 37 37 2 1 5 9 5 3 2 1 4 6 8 7 ...

the form in which hint and path read pencil marks. With -format grid it
draws them as a grid of pencil marks, as hint -marks does, followed by
a blank line. A puzzle with no solution is reported as solve reports it,
with the marker "-". The answer is exact. A unique puzzle costs what
solve -unique costs, its candidates being its solution; for a puzzle
with several solutions each candidate is witnessed by a solution and
every other digit of a cell is proved impossible by a search of its own
(at most 730 searches in all), as
[github.com/sudokugo/sudoku.Rules.TrueCandidates] does.

Classic puzzles take microseconds to solve, count or check, but a
variant puzzle can make the search run for hours: an arrow whose line
covers a whole row, for one, is searched digit by digit where a person
sees at once that the line sums to 45. -timeout D bounds the work on
each puzzle in solve, count and candidates (all of a puzzle's searches
together): a puzzle not done within D gets the marker "-" and an error
naming its line ("solving took longer than -timeout D", "counting ...",
"finding the candidates ..."), like a bad one, and the run goes on with
the next puzzle. The searches look at the time every thousand nodes or
so, a millisecond or two under the general engine, so a puzzle gives up
soon after D.

When standard error is a terminal, solve, count, rate and generate show their
progress there (puzzles done, the rate, and the time left when the size
of the input is known), and clear it when they finish. When it is not a
terminal they show nothing.

Input is streamed: the memory used does not grow with the length of the
input, since only a bounded window of puzzles is in flight at any time:
four batches of 64 puzzles for each worker that can run at once, that
is for min(-workers, GOMAXPROCS) of them. -workers is at most 1024 in
every command (more is a usage error); solve, count, rate and generate
start no workers beyond four times GOMAXPROCS, since they could get no
work, so a large -workers costs neither memory nor goroutines, and gains
no speed: the work is computing.

# Flags

solve:

	-format line|grid   the output form (default line)
	-unique             add unique, multiple or none to each result
	-rules NAMES        add the rules NAMES to every puzzle (see Variants)
	-timeout D          give up on a puzzle that takes longer than D to
	                    solve (default: no limit)
	-workers N          goroutines that solve, 0 to 1024 (0, the default:
	                    GOMAXPROCS)

count:

	-limit N            count at most N solutions of a puzzle (default 1000)
	-rules NAMES        add the rules NAMES to every puzzle (see Variants)
	-timeout D          give up on a puzzle that takes longer than D to
	                    count (default: no limit)
	-workers N          goroutines that count, 0 to 1024 (0, the default:
	                    GOMAXPROCS)

candidates:

	-format line|grid   the output form (default line)
	-rules NAMES        add the rules NAMES to every puzzle (see Variants)
	-timeout D          give up on a puzzle whose candidates take longer
	                    than D to find (default: no limit)
	-workers N          goroutines that work, 0 to 1024 (0, the default:
	                    GOMAXPROCS)

rate:

	-format line|se     the output form (default line)
	-timeout D          give up on a puzzle whose rating takes longer than D
	                    (default: no limit)
	-workers N          goroutines that grade, 0 to 1024 (0, the default:
	                    GOMAXPROCS)

hint:

	-level nudge|pointer|explain
	                    the detail of the hint (default explain)
	-marks              draw the position's pencil marks before the hint

draw:

	-marks, -hint, -step N, -solution
	                    what to draw, one of them (default: the grid);
	                    -step N from 1 (the next step) to the path's length
	-title TEXT         the title of the picture or of the sheet's pages
	-width LENGTH       the picture's width, a CSS length: a number above 0
	                    with an optional unit px, cm, mm, in, pt, pc, em or
	                    % (default: its own)
	-rules NAMES        add the rules NAMES to the puzzle (see Variants)
	-sheet              draw every puzzle read on printable pages
	-paper a4|letter    the sheet's paper (default a4)
	-per-page N         puzzles on a page of the sheet, 1 to 12 (default 4,
	                    or fewer for fewer puzzles)
	-answers            add pages with the solutions to the sheet
	-o PREFIX           write the sheet as SVG files PREFIX1.svg, ...

generate:

	-n N                the number of puzzles, at least 1 (default 1)
	-seed S             the run's seed, 0 to 2^64-1, in decimal or after 0x
	                    (hexadecimal), 0o or 0 (octal) or 0b (binary)
	-solution           write each solution after its puzzle
	-format line|grid|svg|html
	                    the output form (default line); svg draws up to 12
	                    puzzles on one printable page, html any number on
	                    pages that print one per sheet, with answer pages
	                    after them with -solution (see Draw)
	-symmetry NAME      the pattern the clues keep (default none)
	-clues MIN-MAX      the range of the number of clues (MIN-, -MAX, N too)
	-minimal            make only puzzles from which no clue can be removed
	-level NAME         the level: any (the default), easy, medium, hard,
	                    expert or extreme
	-rating MIN-MAX     the range of the rating (MIN-, -MAX, R too)
	-grade              write each puzzle's rating and level (implied by
	                    -level and -rating)
	-rules NAMES        the rules every puzzle is played by, and the
	                    layouts drawn for each (see Variants)
	-tries N            draw at most N grids for a puzzle (default 10000)
	-timeout D          stop the run after D (default: no limit)
	-workers N          goroutines that make puzzles, 0 to 1024 (0, the
	                    default: GOMAXPROCS)

bench:

	-workers N          goroutines at once, 0 to 1024 (0, the default: a run
	                    with 1, then one with GOMAXPROCS when that is more
	                    than 1)
	-limit N            count up to N solutions of each puzzle (default 2)
	-time D             go over each file again until D has passed (default
	                    1s; 0 for one pass, and never negative)

# Generate

generate writes N unique puzzles, one per line (with its solution after
a tab with -solution; as grids separated by blank lines with -format
grid, each solution after the line "solution"). Puzzle i of a run (counting from 0) is what a
[github.com/sudokugo/sudoku.Generator] with the options of the flags
makes from a stream of its own: the PCG of math/rand/v2 (a 128-bit
linear congruential generator with the DXSM output), seeded with the
outputs number 2i+1 and 2i+2 of SplitMix64 for the run's seed, each
value drawn being the high 32 bits of the PCG's next 64-bit output. Every
grid drawn for puzzle i, retries included, comes from that stream only.

What a seed promises: the same seed and options give the same puzzles in
every v1 release from the one that brought these streams on (earlier
releases seeded each puzzle with 32 bits, which repeated puzzles, and
gave other puzzles for a seed), on every machine and for any number of
workers, and
the first puzzles of a longer run are those of a shorter one (-n 200
begins with the puzzles of -n 100). No two indices of a run start from
the same state, and their streams are stretches of one cycle of 2^128
states that start at unrelated places, so they do not meet: a run
repeats a puzzle only if two unrelated random grids carve to it, which
does not happen in practice. Without -seed, a random seed is used and
reported on standard error, so that the run can be repeated.

The options:

  - -symmetry NAME: the clues keep a pattern of printed puzzles: none,
    rot180 (a half turn), rot90 (a quarter turn), mirror-lr (across the
    middle column), mirror-ud (across the middle row), mirror (both),
    diagonal (across the main diagonal), antidiagonal (across the other)
    or diagonals (both). Clues are removed orbit by orbit, so no orbit of
    clues can go, but a single clue may; add -minimal for puzzles from
    which no single clue can go (they take more tries).
  - -clues MIN-MAX: the number of clues stays within MIN and MAX; either
    may be left out (24-, -30), and N stands for N-N. Carving stops at
    MIN, so such puzzles may not be minimal.
  - -level NAME: the puzzles are graded as rate grades them, and only
    those of the level are kept: easy (a rating up to 2.3), medium
    (2.4-4.0), hard (4.1-5.4), expert (5.5-6.9) or extreme (7.0 and up).
    The library measured, on one core, about 0.8 ms a puzzle for easy,
    8.3 ms for medium, 5.6 ms for hard, 2.4 ms for expert and 3.0 ms for
    extreme (0.09 ms without -level, -rating or -grade).
  - -rating MIN-MAX: only puzzles whose rating is within MIN and MAX
    (one decimal, bounds included) are kept; as for -clues, either may be
    left out. A narrow range, or one outside the -level asked, may take
    far more tries or none may do: bound the run with -tries or -timeout.
  - -grade: each puzzle's rating and level follow it, as rate writes
    them: "puzzle<TAB>rating<TAB>level", then the solution with -solution;
    with -format grid, a line "rating 2.6, medium" follows the grid.
    -level and -rating imply -grade.
  - -rules NAMES: every puzzle is played by the rules named, and gets
    the layouts named drawn for it at random (jigsaw regions, killer
    cages, thermometers, arrows, kropki dots, XV marks), as
    [github.com/sudokugo/sudoku.Generator] draws them with its Rules and
    Layout. -symmetry, -clues, -minimal and -tries work as for classic
    puzzles; there are no grades for variants, so -level, -rating and
    -grade with -rules are a usage error.

A puzzle with rules is written as a line of JSON, the form of
[github.com/sudokugo/sudoku.Puzzle] that solve, count and candidates
read, since a line of 81 cells would lose its rules; with -solution the
solution follows after a tab, as for classic puzzles:

	{"grid":"..1.3.......6.2...","rules":{"thermos":[["r6c3","r7c3"]]}}	761438259...

(shortened here). With -format grid, the JSON line is followed by the
drawing of the puzzle, and of its solution with -solution, as comment
lines that start with "# ", then a blank line: the output reads back as
the line output does. Classic puzzles (no -rules) are written as before.

A puzzle is drawn again, from the same random sequence, until it has
every property asked. The search for one puzzle is bounded by -tries
(the number of complete grids drawn for it). When the tries run out,
generate reports it on standard error

	sudoku generate: puzzle 3: no puzzle met the options in 10000 tries: budget exhausted

writes the marker "-" in the puzzle's place, so that line i is still
puzzle i, and goes on with the next puzzle; the exit status is then 1.
-timeout bounds the whole run instead: when it expires, generate stops,
having written the first puzzles of the run (never a gap), reports how
many of N it made, and exits with status 1.

# Rate

rate grades each puzzle as [github.com/sudokugo/sudoku.Rate] does: it
solves it the way a person would, trying named techniques from the
simplest up, and rates it by its hardest step on the Sudoku Explainer
scale (1.0 for a full house, 10.0 for a trial by search, up to about 11
for the nested forcing chains of the hardest puzzles known). It writes
the puzzle as one line, the rating with one decimal and the level, each
after a tab:

	.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...	2.6	medium

The levels are the bands of ratings of
[github.com/sudokugo/sudoku.Level]: easy (up to 2.3), medium (2.4-4.0),
hard (4.1-5.4), expert (5.5-6.9) and extreme (7.0 and up). A solved
grid has no step to rate: it rates 0.0 and its level is "solved". A
puzzle with several solutions has no rating: it is reported as bad ("puzzle has more
than one solution") with the marker "-", like one with no solution.

With -format se, rate writes instead the puzzle, a space and Sudoku
Explainer's three figures as its command-line rater (serate) writes
them, ED=rating/pearl/diamond: the rating, the hardest step up to the
first placement, and the first step (0.0 each for a solved grid):

	.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7... ED=2.6/1.5/1.5

Most puzzles take well under a millisecond to rate, but the hardest
known, which need nested forcing chains, take seconds each. -timeout D
bounds each puzzle's rating: a puzzle not rated within D gets the marker
"-" and an error ("rating took longer than -timeout D"), like a bad one.

# Hint and path

hint and path work on one puzzle, or one game in progress: a position.
They read it from the arguments, from the file named by a single argument
that is not a puzzle, or from standard input when there is no argument or
it is "-". A single argument that names no file but holds more cells than
letters is read as a puzzle, so that a puzzle with a cell missing is
reported as such. A position holds, in order (blank lines and '#' comments
skipped):

  - the puzzle, as one line of 81 cells or a grid over several lines, read
    as solve reads its input;
  - optionally, the player's entries, in the same form: the digits the
    player wrote, '.' or '0' elsewhere (a given may be blank or repeated);
  - optionally, after the entries, the player's pencil marks: 81 sets
    separated by white space, row by row, on one line or several. A set
    is its digits run together ("137"), or '.', '0' or '-' for a cell
    without marks: a filled cell, or an empty cell the player has not
    marked, which gets every digit no peer holds. Words of '|', '-' and
    '+' only are skipped, so the grid that hint -marks draws reads back.
    To give marks but no entries, write an entries line of 81 '.'.

As arguments, each argument is a line: "sudoku hint PUZZLE ENTRIES MARKS",
the marks quoted as one argument. More than three arguments are read as
the lines of a position written one line an argument (a grid over nine
arguments); when they do not read as one, the error is too many
arguments, with their count (exit status 2). For example, a position
file:

	# the puzzle
	46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.
	# the entries: 8 in r1c3 and 9 in r2c1
	..8......9.......................................................................
	# the pencil marks
	 4      6      8      | 3579   3579   359    | 2      1      5
	 9      5      3      | 28     1      4      | 68     68     7
	 7      1      12     | 258    25     6      | 1458   3      9
	# ... and so on, for the six other rows

The position is checked first: an entry that differs from the solution,
or pencil marks that leave out the solution's digit, is a mistake,
reported on standard error at its place with the cell, as in

	game.txt:4:10: r2c1 holds 5: contradicts the solution

and the exit status is 3, with no hint. A puzzle with clashing givens or
no solution is bad input (status 1), as is a position whose puzzle has
several solutions; a puzzle alone with several solutions is worked on,
with a warning, without the techniques that rest on uniqueness.

hint writes the next step, as [github.com/sudokugo/sudoku.Hint] finds it
(the simplest technique that makes progress), at the detail -level asks:

	nudge    look for a hidden single in box 3
	pointer  look at where 4 can go in box 3
	explain  r3c7 is the only place for 4 in box 3: r3c7=4

It writes "solved" for a solved position, and "stuck: no technique
applies" (status 1) when no technique applies, which happens only for a
puzzle with several solutions.

path writes every step from the position to the solution, one a line:
the step's rating with one decimal, a tab, and its explanation. The last
line is "solution", a tab and the solution's 81 digits, or "stuck", a
tab and the reason (status 1) when no technique applies.

# Draw

draw writes a picture as SVG on standard output, of the puzzle that its
arguments or standard input give, read as hint reads a position (a
puzzle with its rules, as a JSON or f-puzzles line, is read too):

	sudoku draw PUZZLE [ENTRIES]   the givens bold, the player's entries lighter
	sudoku draw -solution PUZZLE   the solution, the givens bold
	sudoku draw -marks POSITION    the position's pencil marks
	sudoku draw -hint POSITION     the next step on the pencil marks: the
	                               pattern's cells shaded by role, placements
	                               and eliminations marked, chains as arrows
	sudoku draw -step N POSITION   step N of the path from the position,
	                               from 1 (the step -hint draws)

An entry that differs from a given is an error; other entries are drawn
as they are, mistakes included, except with -marks, -hint and -step,
which check the position as hint does (a mistake is exit status 3).
Only the first puzzle is drawn: a second one would be read as the
entries, and a third as pencil marks; use -sheet for several puzzles.
-marks, -hint and -step are for classic puzzles. -step N counts from 1
to the number of steps that path lists for the position: -step 0 is a
usage error, as a negative step is, and a step past the end is an error
that says how many steps the path has. -title sets the picture's title
and -width its width as a CSS length: a number above 0 ("300", in
pixels) or one followed by px, cm, mm, in, pt, pc, em or % ("9cm"); any
other -width is a usage error. The height follows in the same unit,
scaled by the picture's proportions, so that a picture opened alone
keeps them; with % it is left to the page that holds the picture. The
pictures are those of package github.com/sudokugo/sudoku/draw: text
as text, a title and a description, and legible in black and white.

With -sheet, draw reads every puzzle of the files (or standard input),
as solve does, and writes them on printable pages: one HTML file on
standard output whose pages print one per sheet of paper, or with -o
PREFIX the files PREFIX1.svg, PREFIX2.svg, ..., one per page. -paper
(a4 or letter), -per-page N (1 to 12; by default 4, or the number of
puzzles when fewer) and -title shape the pages, and -answers adds pages
with the solutions; -marks, -hint, -step, -solution and -width, which
are for one picture, are usage errors with -sheet. A bad puzzle (and
with -answers one without exactly one solution) is reported and left
out, and the exit status is then 1. -solution on a puzzle with several
solutions draws one of them, with a warning.

generate -format svg and -format html draw the puzzles they make the
same way. -n is at least 1 in every form (an SVG page has no empty
form); a run that makes no puzzle (every one failed, or -timeout came
first) writes nothing in any form, and its exit status is 1.
# Serve

serve answers HTTP on -addr (127.0.0.1:8080 by default; port 0 picks a
free port, named on standard error) with the page and the JSON API of
package [github.com/sudokugo/sudoku/web]: a page to play on, with hints
drawn on the board, and the endpoints generate, rate, solve, count, hint
and check under api/. -timeout bounds the work of each request (5s by
default). The server bounds the time to read a request and to write an
answer, and closes idle connections after a minute. An interrupt (or
SIGTERM) stops it: it takes no new connection and lets the requests under
way finish, for up to ten seconds, then exits with status 0.

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
reports them and left out. A file that cannot be read, or holds no valid
puzzle (an empty file, say), is reported ("sudoku bench: FILE: no
puzzles to time") and has no row; the exit status is then 1, and with no
file timed nothing is written to standard output.

# Exit status

	0  every puzzle was read and handled
	1  some input was bad (a puzzle that cannot be read, clashing givens,
	   no solution for solve and rate, several solutions for rate), a
	   file could not be read or written, or generate could not make
	   every puzzle (-tries or -timeout ran out); the other puzzles
	   were still handled
	2  the command line was wrong (unknown command or flag, bad value)
	3  hint, path and draw only: the position holds a mistake, an entry or
	   pencil marks that contradict the solution

# Examples

	sudoku solve puzzles.txt > solutions.txt
	sudoku solve -unique -format grid < puzzle.txt
	sudoku count -limit 10 puzzles.txt
	sudoku generate -n 100 -seed 7 -solution
	sudoku generate -n 1000 | sudoku solve -workers 1
	sudoku generate -n 10 -symmetry rot180 -clues 24-28 -grade -format grid
	sudoku generate -n 100 -level hard -symmetry mirror -timeout 1m
	sudoku rate puzzles.txt
	sudoku hint -level nudge 46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.
	sudoku hint -marks game.txt
	sudoku draw -hint game.txt > hint.svg
	sudoku generate -n 8 -level hard -solution -format html > print.html
	sudoku path < game.txt
	sudoku serve -addr 127.0.0.1:8080
	sudoku bench -workers 1 puzzles.txt
	sudoku example
*/
package main
