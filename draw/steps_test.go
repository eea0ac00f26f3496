package draw_test

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
	"github.com/sudokugo/sudoku/internal/allsamples"
)

// The tests read positions back from a drawing by its geometry, which
// they know on their own: the grid's top-left corner is at (6, 6), a
// cell is 60 units square, and the pencil mark of digit d sits in the
// third of the cell's width and height that d-1 gives (three rows of
// three, 1 top left).
const (
	tMargin = 6.0
	tCell   = 60.0
)

// cellOf returns the cell under the point (x, y), and -1 off the grid.
func cellOf(x, y float64) int {
	c, r := math.Floor((x-tMargin)/tCell), math.Floor((y-tMargin)/tCell)
	if c < 0 || c > 8 || r < 0 || r > 8 {
		return -1
	}
	return int(r)*9 + int(c)
}

// markOf returns the cell and the digit whose pencil mark is under the
// point (x, y).
func markOf(x, y float64) (int, uint8) {
	cell := cellOf(x, y)
	if cell < 0 {
		return -1, 0
	}
	fx := math.Floor(math.Mod(x-tMargin, tCell) / (tCell / 3))
	fy := math.Floor(math.Mod(y-tMargin, tCell) / (tCell / 3))
	return cell, uint8(fy*3+fx) + 1
}

// roleClass is the class of the elements of each role, as the drawing
// names them.
var roleClass = map[sudoku.Role]string{
	sudoku.RoleBase: "role-base", sudoku.RoleCover: "role-cover", sudoku.RoleFin: "role-fin",
	sudoku.RolePivot: "role-pivot", sudoku.RolePincer: "role-pincer",
	sudoku.RoleStrong: "role-strong", sudoku.RoleWeak: "role-weak",
	sudoku.RoleAssumption: "role-assumption",
}

// name returns a cell in r1c1 notation.
func name(cell int) string { return fmt.Sprintf("r%dc%d", cell/9+1, cell%9+1) }

// pathPoints returns the points of a path's data: every pair of numbers
// after a command letter M, L or Q, and the last two numbers of a Q.
func pathPoints(d string) [][2]float64 {
	f := strings.FieldsFunc(d, func(r rune) bool {
		return r == ' ' || r == ',' || r >= 'A' && r <= 'Z'
	})
	var pts [][2]float64
	for i := 0; i+1 < len(f); i += 2 {
		x, _ := strconv.ParseFloat(f[i], 64)
		y, _ := strconv.ParseFloat(f[i+1], 64)
		pts = append(pts, [2]float64{x, y})
	}
	return pts
}

// checkStepDrawing fails unless the drawing of step s on position c shows
// every placement, elimination, pattern item, chain link and pencil
// mark where it belongs.
func checkStepDrawing(t tb, doc []byte, c *sudoku.Candidates, s *sudoku.Step) {
	t.Helper()
	root := checkSVG(t, doc)
	if !strings.Contains(root.children[1].text, s.Explain()) {
		t.Errorf("the description lacks the explanation %q", s.Explain())
	}
	// Placements: a group with the placement's title, holding a disc on
	// the digit's mark and the digit.
	for _, p := range s.Placements {
		want := "place " + name(p.Cell) + "=" + strconv.Itoa(int(p.Digit))
		found := false
		for _, g := range root.withClass("placement") {
			for _, circ := range g.find("circle") {
				x, _ := circ.float("cx")
				y, _ := circ.float("cy")
				cell, d := markOf(x, y)
				found = found || g.title() == want && cell == p.Cell && d == p.Digit &&
					g.find("text")[0].text == strconv.Itoa(int(p.Digit))
			}
		}
		if !found {
			t.Errorf("%v: placement %s not drawn", s.Technique, want)
		}
	}
	// Eliminations: a cross centred on the mark.
	for _, e := range s.Eliminations {
		want := "eliminate " + name(e.Cell) + "<>" + strconv.Itoa(int(e.Digit))
		found := false
		for _, g := range root.withClass("elimination") {
			for _, p := range g.find("path") {
				pts := pathPoints(p.attr["d"])
				if len(pts) != 4 {
					continue
				}
				x := (pts[0][0] + pts[1][0]) / 2
				y := (pts[0][1] + pts[1][1]) / 2
				cell, d := markOf(x, y)
				found = found || g.title() == want && cell == e.Cell && d == e.Digit
			}
		}
		if !found {
			t.Errorf("%v: elimination %s not drawn", s.Technique, want)
		}
	}
	// Pattern items: a group of the role's class, holding a disc on the
	// candidate's mark, a rectangle over the cell, or one over the house.
	for _, it := range s.Pattern {
		class := roleClass[it.Role]
		if class == "" {
			class = "role-other"
		}
		if it.House >= 0 && !hasRect(root.withClass(class), houseBox(it.House)) {
			t.Errorf("%v: house %d (%v) not drawn", s.Technique, it.House, it.Role)
		}
		if it.Cell >= 0 && it.Digit == 0 {
			x, y := tMargin+float64(it.Cell%9)*tCell, tMargin+float64(it.Cell/9)*tCell
			if !hasRect(root.withClass(class), [4]float64{x, y, tCell, tCell}) {
				t.Errorf("%v: cell %s (%v) not drawn", s.Technique, name(it.Cell), it.Role)
			}
		}
		if it.Cell >= 0 && it.Digit != 0 {
			found := false
			for _, g := range root.withClass(class) {
				for _, circ := range g.find("circle") {
					x, _ := circ.float("cx")
					y, _ := circ.float("cy")
					cell, d := markOf(x, y)
					found = found || cell == it.Cell && d == it.Digit
				}
			}
			if !found {
				t.Errorf("%v: candidate %s digit %d (%v) not drawn", s.Technique, name(it.Cell), it.Digit, it.Role)
			}
		}
	}
	checkLinks(t, root, s)
	// Pencil marks: every mark of every empty cell but those placed, each
	// on its place.
	want := map[[2]int]bool{}
	for cell := range 81 {
		for d := uint8(1); d <= 9; d++ {
			if c.Value(cell) == 0 && c.Marks(cell).Has(d) {
				want[[2]int{cell, int(d)}] = true
			}
		}
	}
	for _, p := range s.Placements {
		delete(want, [2]int{p.Cell, int(p.Digit)})
	}
	got := map[[2]int]bool{}
	for _, g := range root.withClass("marks") {
		for _, tx := range g.find("text") {
			x, _ := tx.float("x")
			y, _ := tx.float("y")
			cell, d := markOf(x, y-5) // the baseline is below the centre
			if tx.text != strconv.Itoa(int(d)) {
				t.Fatalf("mark %q drawn in the place of %d in %s", tx.text, d, name(cell))
			}
			got[[2]int{cell, int(d)}] = true
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d pencil marks drawn, want %d", len(got), len(want))
	}
	for k := range want {
		if !got[k] {
			t.Errorf("mark %d of %s not drawn", k[1], name(k[0]))
		}
	}
}

// near reports whether p is within 11 units of the centre of the mark
// of digit in cell: on the disc drawn around it.
func near(p [2]float64, cell int, digit uint8) bool {
	x := tMargin + float64(cell%9)*tCell + (float64((digit-1)%3)+0.5)*tCell/3
	y := tMargin + float64(cell/9)*tCell + (float64((digit-1)/3)+0.5)*tCell/3
	return math.Hypot(p[0]-x, p[1]-y) <= 11
}

// houseBox returns the box of house h as x, y, width, height.
func houseBox(h int) [4]float64 {
	switch {
	case h < 9:
		return [4]float64{tMargin, tMargin + float64(h)*tCell, 9 * tCell, tCell}
	case h < 18:
		return [4]float64{tMargin + float64(h-9)*tCell, tMargin, tCell, 9 * tCell}
	}
	b := h - 18
	return [4]float64{tMargin + float64(b%3*3)*tCell, tMargin + float64(b/3*3)*tCell, 3 * tCell, 3 * tCell}
}

// hasRect reports whether one of the groups holds a <rect> with the
// box's place and size.
func hasRect(groups []*node, box [4]float64) bool {
	for _, g := range groups {
		for _, r := range g.find("rect") {
			x, _ := r.float("x")
			y, _ := r.float("y")
			w, _ := r.float("width")
			h, _ := r.float("height")
			if [4]float64{x, y, w, h} == box {
				return true
			}
		}
	}
	return false
}

// checkLinks fails unless each link of the step's chains is an arrow of
// its kind from the mark before to its own. The chains are as the root
// package's Step documents them: each candidate in the role of a strong
// or weak link is joined to the candidate of the chain before it (an
// end, a link or an assumption).
func checkLinks(t tb, root *node, s *sudoku.Step) {
	t.Helper()
	type mark struct {
		cell  int
		digit uint8
	}
	var prev *mark
	want := 0
	for _, it := range s.Pattern {
		if it.Cell < 0 || it.Digit == 0 {
			continue
		}
		cur := &mark{it.Cell, it.Digit}
		switch it.Role {
		case sudoku.RolePincer, sudoku.RoleAssumption:
			prev = cur
			continue
		case sudoku.RoleStrong, sudoku.RoleWeak:
		default:
			continue
		}
		if prev == nil || *prev == *cur {
			prev = cur
			continue
		}
		want++
		class := "link-strong"
		if it.Role == sudoku.RoleWeak {
			class = "link-weak"
		}
		found := false
		for _, g := range root.withClass(class) {
			line := g.find("path")[0]
			pts := pathPoints(line.attr["d"])
			if len(pts) < 3 {
				continue
			}
			// The ends are on the edges of the discs around the marks.
			dashed := line.attr["stroke-dasharray"] != ""
			found = found || near(pts[0], prev.cell, prev.digit) &&
				near(pts[len(pts)-1], cur.cell, cur.digit) && dashed == (it.Role == sudoku.RoleWeak)
		}
		if !found {
			t.Errorf("%v: %s from %s %d to %s %d not drawn", s.Technique, class,
				name(prev.cell), prev.digit, name(cur.cell), cur.digit)
		}
		prev = cur
	}
	if got := len(root.withClass("link-strong")) + len(root.withClass("link-weak")); got != want {
		t.Errorf("%v: %d links drawn, want %d", s.Technique, got, want)
	}
}

// TestStepsShowEverything draws every step of the paths of sample
// puzzles, from easy ones to the hardest, and checks each drawing with
// checkStepDrawing.
//
// What it samples: every 30th puzzle of the easy and 17-clue sets and
// every 25th of magictour's (some 30 techniques in all), and none of the
// forum's hardest, whose nested chains take seconds a path; with
// -allsamples, every puzzle of the three and every 20th of the hardest
// (10); with -short, every 100th of the three.
func TestStepsShowEverything(t *testing.T) {
	sets := []struct {
		file string
		k    int // every k-th puzzle, none when 0
	}{
		{"easy_100k.txt", allsamples.Size(1, 30, 100)},
		{"17clue.txt", allsamples.Size(1, 30, 100)},
		{"magictour_top1465.txt", allsamples.Size(1, 25, 100)},
		{"forum_hardest_1905_11plus.txt", allsamples.Size(20, 0, 0)}, // nested chains: seconds a path
	}
	techniques := map[sudoku.Technique]int{}
	for _, set := range sets {
		k := set.k
		if k == 0 {
			continue
		}
		for _, p := range samplePuzzles(t, set.file, k) {
			steps, err := sudoku.Path(p)
			if err != nil {
				t.Fatal(err)
			}
			c, err := sudoku.NewCandidates(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range steps {
				var b bytes.Buffer
				if err := draw.Step(&b, p, c, s, nil); err != nil {
					t.Fatal(err)
				}
				checkStepDrawing(t, b.Bytes(), &c, &s)
				if t.Failed() {
					t.Fatalf("puzzle %s, step %s", p, s.Explain())
				}
				techniques[s.Technique]++
				c.Apply(s)
			}
		}
	}
	t.Logf("%d techniques drawn: %v", len(techniques), techniques)
	if len(techniques) < 15 {
		t.Errorf("only %d techniques met; the samples should give more", len(techniques))
	}
}
