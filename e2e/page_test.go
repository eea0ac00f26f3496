package e2e

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/web"
)

var (
	chromeFlag = flag.String("chrome", "", "the browser's `binary` (default: chromium, chromium-browser or google-chrome on the PATH)")
	shotFlag   = flag.String("screenshot", "", "write a PNG of the page showing a hint to `FILE`")
)

// browser is the context of the one browser that all tests share; each
// test opens a tab of its own.
var browser context.Context

func TestMain(m *testing.M) {
	flag.Parse()
	path, err := findChrome()
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.WindowSize(1000, 720))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: starting the browser:", err)
		os.Exit(1)
	}
	browser = ctx
	code := m.Run()
	cancel()
	cancelAlloc()
	os.Exit(code)
}

// findChrome returns the path of the browser to drive.
func findChrome() (string, error) {
	if *chromeFlag != "" {
		return *chromeFlag, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no Chromium on the PATH: install it " +
		"(apt-get install chromium) or name it with -chrome")
}

// A tab is a browser tab on the page, served by a handler of its own. It
// records every console error, uncaught exception and error in the
// browser's log, and the test fails on any.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu       sync.Mutex
	problems []string
}

// open opens the page in a new tab and waits for its first puzzle.
func open(t *testing.T) *tab {
	t.Helper()
	srv := httptest.NewServer(web.New(web.Options{}))
	t.Cleanup(srv.Close)
	tb := &tab{t: t}
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithListener(tb.listen))
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancelTime)
	t.Cleanup(tb.report)
	tb.ctx = ctx
	tb.do(chromedp.Navigate(srv.URL + "/"))
	tb.waitStatus("A new easy puzzle")
	return tb
}

// listen records the events that mean something went wrong in the page.
// It runs in the loop that reads the tab's messages, so it only appends.
func (tb *tab) listen(ev any) {
	var msg string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError ||
			ev.Type == runtime.ConsoleAPICalledTypeWarning ||
			ev.Type == runtime.ConsoleAPICalledTypeAssert {
			var args []string
			for _, a := range ev.Args {
				args = append(args, string(a.Value))
			}
			msg = fmt.Sprintf("console.%s: %s", ev.Type, strings.Join(args, " "))
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg = fmt.Sprintf("exception at %s:%d: %s", d.URL, d.LineNumber+1, d.Text)
		if d.Exception != nil {
			msg += " " + d.Exception.Description
		}
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
			msg = fmt.Sprintf("log (%s): %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
		}
	}
	if msg != "" {
		tb.mu.Lock()
		tb.problems = append(tb.problems, msg)
		tb.mu.Unlock()
	}
}

// report fails the test for every problem the page had.
func (tb *tab) report() {
	for _, p := range tb.takeProblems() {
		tb.t.Errorf("in the browser: %s", p)
	}
}

// takeProblems returns the problems recorded so far, and forgets them.
func (tb *tab) takeProblems() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	p := tb.problems
	tb.problems = nil
	return p
}

// TestProblemsCaught checks that the tab records a console error, an
// uncaught exception and a failed request, so that the other tests
// would fail on them.
func TestProblemsCaught(t *testing.T) {
	tb := open(t)
	tb.do(chromedp.Evaluate[chromedp.Void](`console.error("probe one");
		setTimeout(() => { throw new Error("probe two"); });
		fetch("no-such-file.js").catch(() => {});`))
	deadline := time.Now().Add(10 * time.Second)
	var got []string
	for len(got) < 3 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		tb.mu.Lock()
		got = append([]string(nil), tb.problems...)
		tb.mu.Unlock()
	}
	tb.takeProblems()
	all := strings.Join(got, "\n")
	for _, want := range []string{"probe one", "probe two", "404"} {
		if !strings.Contains(all, want) {
			t.Errorf("the problems recorded do not mention %q:\n%s", want, all)
		}
	}
}

// do runs the actions, failing the test at once on an error.
func (tb *tab) do(actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, actions...); err != nil {
		tb.t.Fatal(err)
	}
}

// eval returns the value of the JavaScript expression expr.
func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor waits until the JavaScript expression expr is true.
func (tb *tab) waitFor(expr string) {
	tb.t.Helper()
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](expr,
		chromedp.WithPollingTimeout(15*time.Second)))
	if err != nil {
		tb.t.Fatalf("waiting for %s: %v (status %q)", expr, err, tb.status())
	}
}

// status returns the text of the page's status line.
func (tb *tab) status() string {
	s, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](
		`document.getElementById("status").textContent`))
	return s
}

// waitStatus waits until the status line holds text.
func (tb *tab) waitStatus(text string) {
	tb.t.Helper()
	tb.waitFor(fmt.Sprintf(`document.getElementById("status").textContent.includes(%q)`, text))
}

// cell is the selector of cell i of the board.
func cell(i int) chromedp.CSS { return chromedp.CSS(fmt.Sprintf(`.cell[data-cell="%d"]`, i)) }

// cellText returns what cell i shows: its digit, or its marks run
// together.
func (tb *tab) cellText(i int) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`document.querySelector('.cell[data-cell="%d"]').textContent`, i))
}

// board returns the digits of the board as a grid line, '.' for a cell
// without one.
func (tb *tab) board() string {
	return eval[string](tb, `Array.from(document.querySelectorAll(".cell"),
		(c) => c.querySelector(".marks") || c.textContent === "" ? "." : c.textContent).join("")`)
}

// play pastes puzzle into the page and plays it.
func (tb *tab) play(puzzle sudoku.Grid) {
	tb.t.Helper()
	tb.do(chromedp.SetValue(chromedp.CSS("#paste"), puzzle.Pretty()),
		chromedp.Click(chromedp.CSS("#play")))
	tb.waitStatus("Your puzzle")
	if got := tb.board(); got != puzzle.String() {
		tb.t.Fatalf("after pasting, the board is\n%s, want\n%s", got, puzzle)
	}
}

// easyPuzzle returns an easy puzzle and its solution, from seed.
func easyPuzzle(t *testing.T, seed uint64) (puzzle, solution sudoku.Grid) {
	t.Helper()
	g, err := sudoku.Generator{Level: sudoku.Easy}.Generate(context.Background(),
		rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		t.Fatal(err)
	}
	return g.Puzzle, g.Solution
}

// digit returns the key of digit d.
func digit(d uint8) string { return string(rune('0' + d)) }

// TestPlayToTheEnd plays a puzzle through the page to its solution, in
// three ways by turns: a click on the cell and a key; the arrow keys and
// a key; a click on the cell and a click on the digit pad. The page must
// say it is solved only after the last cell, and show the solution.
func TestPlayToTheEnd(t *testing.T) {
	tb := open(t)
	puzzle, sol := easyPuzzle(t, 1)
	tb.play(puzzle)
	var empty []int
	for i, d := range puzzle {
		if d == 0 {
			empty = append(empty, i)
		}
	}
	for k, i := range empty {
		if k == len(empty)-1 && strings.Contains(tb.status(), "Solved") {
			t.Fatalf("solved before the last cell: %q", tb.status())
		}
		d := digit(sol[i])
		switch k % 3 {
		case 0:
			tb.do(chromedp.Click(cell(i)), chromedp.KeyEvent(d))
		case 1:
			// From the cell before, which has the focus.
			prev := empty[k-1]
			down := (i/9 - prev/9 + 9) % 9
			right := (i%9 - prev%9 + 9) % 9
			keys := strings.Repeat(kb.ArrowDown, down) + strings.Repeat(kb.ArrowRight, right)
			tb.do(chromedp.KeyEvent(keys), chromedp.KeyEvent(d))
		case 2:
			tb.do(chromedp.Click(cell(i)),
				chromedp.Click(chromedp.CSS(fmt.Sprintf(`.pad button[data-digit="%s"]`, d))))
		}
	}
	tb.waitStatus("Solved! Well done.")
	if got := tb.board(); got != sol.String() {
		t.Errorf("the board shows\n%s, want the solution\n%s", got, sol)
	}
}

// TestMistakeAndUndo makes a wrong entry and wrong pencil marks, has the
// page check them, and undoes them with Ctrl+Z and the Undo button.
func TestMistakeAndUndo(t *testing.T) {
	tb := open(t)
	puzzle, sol := easyPuzzle(t, 2)
	tb.play(puzzle)
	i := 0
	for puzzle[i] != 0 {
		i++
	}
	wrong := sol[i]%9 + 1
	tb.do(chromedp.Click(cell(i)), chromedp.KeyEvent(digit(wrong)))
	if got := tb.cellText(i); got != digit(wrong) {
		t.Fatalf("cell %d shows %q after typing %d", i, got, wrong)
	}
	tb.do(chromedp.Click(chromedp.CSS("#check")))
	sel := fmt.Sprintf(`document.querySelector('.cell[data-cell="%d"]')`, i)
	tb.waitFor(sel + `.classList.contains("mistake")`)
	if inv := eval[string](tb, sel+`.getAttribute("aria-invalid")`); inv != "true" {
		t.Errorf("the wrong entry has aria-invalid %q", inv)
	}
	name := fmt.Sprintf("r%dc%d", i/9+1, i%9+1)
	if s := tb.status(); !strings.Contains(s, "1 mistake: "+name) {
		t.Errorf("status %q does not name the mistake at %s", s, name)
	}
	if n := eval[int](tb, `document.querySelectorAll(".cell.mistake").length`); n != 1 {
		t.Errorf("%d cells flagged, want 1", n)
	}

	// Ctrl+Z takes the entry back, and the flag with it.
	tb.do(chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	if got := tb.cellText(i); got != "" {
		t.Errorf("after undo, cell %d shows %q", i, got)
	}
	if n := eval[int](tb, `document.querySelectorAll(".cell.mistake").length`); n != 0 {
		t.Errorf("after undo, %d cells flagged", n)
	}
	if !eval[bool](tb, `document.getElementById("undo").disabled`) {
		t.Error("the Undo button is enabled with nothing to undo")
	}

	// Pencil marks that leave out the solution's digit: P turns pencil
	// mode on, and Shift+digit writes a mark without it.
	a, b := sol[i]%9+1, (sol[i]+1)%9+1
	tb.do(chromedp.Click(cell(i)), chromedp.KeyEvent("p"))
	if p := eval[string](tb, `document.getElementById("pencil").getAttribute("aria-pressed")`); p != "true" {
		t.Errorf("after P, the pencil button has aria-pressed %q", p)
	}
	tb.do(chromedp.KeyEvent(digit(b)), chromedp.KeyEvent("p"),
		chromedp.KeyEvent(digit(a), chromedp.KeyModifiers(chromedp.ModifierShift)))
	want := digit(min(a, b)) + digit(max(a, b))
	if got := tb.cellText(i); got != want {
		t.Fatalf("cell %d shows marks %q, want %q", i, got, want)
	}
	tb.do(chromedp.Click(chromedp.CSS("#check")))
	tb.waitFor(sel + `.classList.contains("mistake")`)
	if l := eval[string](tb, sel+`.getAttribute("aria-label")`); !strings.Contains(l, "marks leave out the digit") {
		t.Errorf("the wrong marks are labelled %q", l)
	}
	tb.do(chromedp.Click(chromedp.CSS("#undo")))
	if got := tb.cellText(i); got != digit(b) {
		t.Errorf("after one undo, cell %d shows %q, want the mark %d", i, got, b)
	}
	tb.do(chromedp.Click(chromedp.CSS("#undo")))
	if got := tb.cellText(i); got != "" {
		t.Errorf("after two undos, cell %d shows %q", i, got)
	}
}

// chainPuzzle is a puzzle from the magictour top 1465 collection
// (testdata/puzzles/magictour_top1465.txt in the sudoku module) whose first
// step, from the givens, is an alternating inference chain.
const chainPuzzle = ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9..."

// TestHintDrawn asks for a hint on a puzzle whose first step is a chain,
// shows it a level at a time, and checks the picture on the board against
// the step package sudoku gives: each candidate of the pattern coloured by
// its role, each elimination struck out, and an arrow for each link,
// solid for strong links and dashed for weak ones. Then it applies the
// step and undoes it.
func TestHintDrawn(t *testing.T) {
	tb := open(t)
	puzzle, err := sudoku.Parse(chainPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sudoku.NewCandidates(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	step, err := sudoku.Hint(c)
	if err != nil {
		t.Fatal(err)
	}
	tb.play(puzzle)

	items := `document.querySelectorAll("#hint-text li")`
	tb.do(chromedp.Click(chromedp.CSS("#hint")))
	tb.waitFor(items + `.length === 1`)
	for n, want := range []string{step.Nudge(), step.Pointer(), step.Explain()} {
		if n > 0 {
			tb.do(chromedp.Click(chromedp.CSS("#hint-more")))
			tb.waitFor(fmt.Sprintf(`%s.length === %d`, items, n+1))
		}
		got := eval[string](tb, fmt.Sprintf(`%s[%d].textContent`, items, n))
		if !strings.HasSuffix(got, want) {
			t.Errorf("hint line %d is %q, want it to end in %q", n+1, got, want)
		}
	}
	if !eval[bool](tb, `document.getElementById("board").classList.contains("picture")`) {
		t.Fatal("the explanation shows no picture on the board")
	}

	var strong, weak int
	for _, it := range step.Pattern {
		role := strings.ReplaceAll(it.Role.String(), " ", "-")
		switch it.Role {
		case sudoku.RoleStrong:
			strong++
		case sudoku.RoleWeak:
			weak++
		}
		if it.Cell < 0 || it.Digit == 0 {
			continue
		}
		if !tb.markHas(it.Cell, it.Digit, "role-"+role) {
			t.Errorf("candidate %d of cell %d is not drawn as a %s", it.Digit, it.Cell, it.Role)
		}
	}
	for _, e := range step.Eliminations {
		if !tb.markHas(e.Cell, e.Digit, "elim") {
			t.Errorf("the elimination of %d from cell %d is not drawn", e.Digit, e.Cell)
		}
	}
	if n := eval[int](tb, `document.querySelectorAll(".mark.elim").length`); n != len(step.Eliminations) {
		t.Errorf("%d eliminations drawn, want %d", n, len(step.Eliminations))
	}
	if strong+weak == 0 {
		t.Fatalf("the step has no links: %s", step.Explain())
	}
	if n := eval[int](tb, `document.querySelectorAll("#links path.link-strong").length`); n != strong {
		t.Errorf("%d strong links drawn, want %d", n, strong)
	}
	if n := eval[int](tb, `document.querySelectorAll("#links path.link-weak").length`); n != weak {
		t.Errorf("%d weak links drawn, want %d", n, weak)
	}
	if *shotFlag != "" {
		// A viewport that shows the board and the hint whole; the page
		// draws the links again when it is resized.
		tb.do(chromedp.EmulateViewport(920, 616), chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
		tb.waitFor(`document.querySelectorAll("#links path").length > 0`)
		png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*shotFlag, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// Applying the step takes the eliminated marks off; undo puts the
	// cells back as they were, without marks.
	tb.do(chromedp.Click(chromedp.CSS("#hint-apply")))
	tb.waitStatus("Applied")
	for _, e := range step.Eliminations {
		want := c.Marks(e.Cell)
		want &^= 1 << (e.Digit - 1)
		if got := tb.cellText(e.Cell); got != want.String() {
			t.Errorf("after applying, cell %d shows %q, want the marks %s", e.Cell, got, want)
		}
	}
	tb.do(chromedp.Click(chromedp.CSS("#undo")))
	for _, e := range step.Eliminations {
		if got := tb.cellText(e.Cell); got != "" {
			t.Errorf("after undo, cell %d shows %q", e.Cell, got)
		}
	}

	// H asks again, H shows more, and Escape closes the hint.
	tb.do(chromedp.KeyEvent("h"))
	tb.waitFor(items + `.length === 1`)
	tb.do(chromedp.KeyEvent("h"))
	tb.waitFor(items + `.length === 2`)
	tb.do(chromedp.KeyEvent(kb.Escape))
	tb.waitFor(`document.getElementById("hint-panel").hidden`)
	if eval[bool](tb, `document.getElementById("board").classList.contains("pointer")`) {
		t.Error("the board still shows the hint after Escape")
	}
}

// markHas reports whether the pencil mark d of cell i has the class cls.
func (tb *tab) markHas(i int, d uint8, cls string) bool {
	tb.t.Helper()
	return eval[bool](tb, fmt.Sprintf(
		`!!document.querySelector('.cell[data-cell="%d"] .mark[data-digit="%d"].%s')`, i, d, cls))
}

// TestHintPlaces takes a hint that places a digit and applies it: the
// digit appears in its cell as the player's entry.
func TestHintPlaces(t *testing.T) {
	tb := open(t)
	puzzle, _ := easyPuzzle(t, 3)
	c, err := sudoku.NewCandidates(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	step, err := sudoku.Hint(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(step.Placements) != 1 {
		t.Fatalf("the first step of an easy puzzle places %d digits", len(step.Placements))
	}
	p := step.Placements[0]
	tb.play(puzzle)
	tb.do(chromedp.KeyEvent("h"))
	tb.waitFor(`!document.getElementById("hint-panel").hidden`)
	tb.do(chromedp.Click(chromedp.CSS("#hint-more")), chromedp.Click(chromedp.CSS("#hint-more")))
	tb.waitFor(`!document.getElementById("hint-apply").hidden`)
	if got := eval[string](tb, fmt.Sprintf(
		`document.querySelector('.cell[data-cell="%d"] .placement').textContent`, p.Cell)); got != digit(p.Digit) {
		t.Errorf("the placement in cell %d shows %q, want %d", p.Cell, got, p.Digit)
	}
	tb.do(chromedp.Click(chromedp.CSS("#hint-apply")))
	tb.waitStatus("Applied")
	if got := tb.cellText(p.Cell); got != digit(p.Digit) {
		t.Errorf("after applying, cell %d shows %q, want %d", p.Cell, got, p.Digit)
	}
	if h := eval[bool](tb, `document.getElementById("hint-panel").hidden`); !h {
		t.Error("the hint panel stays open after the step is applied")
	}
}

// TestPasteBad pastes a puzzle with a bad character and one with two
// equal givens in a row: the page says where the fault is, marks the text
// field invalid, and keeps the game it had. The browser may log the
// failed requests (status 422); nothing else may go wrong.
func TestPasteBad(t *testing.T) {
	tb := open(t)
	before := tb.board()
	for _, tc := range []struct{ paste, want string }{
		{"12x", "line 1, column 3"},
		{"11" + strings.Repeat(".", 79), "r1c1 and r1c2 both hold 1"},
	} {
		tb.do(chromedp.SetValue(chromedp.CSS("#paste"), tc.paste),
			chromedp.Click(chromedp.CSS("#play")))
		tb.waitFor(`document.getElementById("status").classList.contains("error")`)
		if s := tb.status(); !strings.Contains(s, tc.want) {
			t.Errorf("pasting %q: status %q, want it to say %q", tc.paste, s, tc.want)
		}
		if v := eval[string](tb, `document.getElementById("paste").getAttribute("aria-invalid")`); v != "true" {
			t.Errorf("pasting %q: the text field has aria-invalid %q", tc.paste, v)
		}
		if got := tb.board(); got != before {
			t.Errorf("pasting %q changed the board to %s", tc.paste, got)
		}
		tb.do(chromedp.Evaluate[chromedp.Void](`document.getElementById("status").className = "status"`))
	}
	for _, p := range tb.takeProblems() {
		if !strings.Contains(p, "422") {
			t.Errorf("in the browser: %s", p)
		}
	}
}

// TestAccessible checks what a screen reader and a keyboard need: every
// control has a name, every field a label, every cell a label that says
// what it holds, and the board one tab stop, which follows the selection.
func TestAccessible(t *testing.T) {
	tb := open(t)
	puzzle, _ := easyPuzzle(t, 4)
	tb.play(puzzle)
	unnamed := eval[[]string](tb, `Array.from(document.querySelectorAll("button, select, textarea, input"))
		.filter((el) => {
			if (el.matches("button")) return !(el.textContent.trim() || el.getAttribute("aria-label"));
			return !(el.labels && el.labels.length);
		})
		.map((el) => el.outerHTML.slice(0, 80))`)
	for _, el := range unnamed {
		t.Errorf("no name or label: %s", el)
	}
	labels := eval[[]string](tb, `Array.from(document.querySelectorAll('[role="gridcell"]'), (c) => c.getAttribute("aria-label"))`)
	if len(labels) != 81 {
		t.Fatalf("%d grid cells, want 81", len(labels))
	}
	for i, l := range labels {
		name := fmt.Sprintf("r%dc%d, ", i/9+1, i%9+1)
		want := name + "empty"
		if puzzle[i] != 0 {
			want = name + "given " + digit(puzzle[i])
		}
		if l != want {
			t.Errorf("cell %d is labelled %q, want %q", i, l, want)
		}
	}
	stops := `Array.from(document.querySelectorAll(".cell"), (c) => c.tabIndex).filter((x) => x === 0).length`
	if n := eval[int](tb, stops); n != 1 {
		t.Errorf("%d tab stops in the board, want 1", n)
	}
	// Tab from the level menu's button reaches the board's one stop,
	// the selected cell.
	tb.do(chromedp.Focus(chromedp.CSS("#new")), chromedp.KeyEvent(kb.Tab))
	if got := eval[string](tb, `document.activeElement.getAttribute("aria-selected")`); got != "true" {
		t.Errorf("Tab after the New puzzle button focuses %s",
			eval[string](tb, `document.activeElement.outerHTML.slice(0, 80)`))
	}
}
