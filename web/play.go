package web

import (
	"context"
	"fmt"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// A PositionRequest is a game in progress: the body of api/hint and
// api/check.
type PositionRequest struct {
	Puzzle string `json:"puzzle"` // the givens
	// Entries are the digits the player wrote, as a grid; "" for none.
	// A given may be repeated or left out.
	Entries string `json:"entries"`
	// Marks are the player's pencil marks, 81 strings of digits, or
	// absent for none. A cell without marks ("") counts as holding every
	// digit no peer holds; marks in filled cells are ignored.
	Marks []string `json:"marks"`
	// Rules are the puzzle's rules, for check; hints are for classic
	// rules only.
	Rules *sudoku.Rules `json:"rules"`
}

// A HintResponse is the next step of a game, to be shown a little at a
// time: Nudge, then Pointer, then Explanation with the Step drawn on the
// position's pencil marks, Marks.
type HintResponse struct {
	Step        Step   `json:"step"`
	Nudge       string `json:"nudge"`
	Pointer     string `json:"pointer"`
	Explanation string `json:"explanation"`
	// Marks are the pencil marks of the position the step was found on,
	// 81 strings, "" for a filled cell.
	Marks []string `json:"marks"`
}

// A Step is the JSON form of a [sudoku.Step], with names for people
// beside the numbers.
type Step struct {
	Technique    string        `json:"technique"` // as sudoku.Technique.String
	Rating       float64       `json:"rating"`
	Placements   []Candidate   `json:"placements"`
	Eliminations []Candidate   `json:"eliminations"`
	Pattern      []PatternItem `json:"pattern"`
}

// A Candidate is a digit in a cell.
type Candidate struct {
	Cell  int    `json:"cell"`  // 0-80, row-major
	Name  string `json:"name"`  // r1c1 notation
	Digit int    `json:"digit"` // 1-9
}

// A PatternItem is a house, a cell or a candidate of a step's pattern,
// with its role. House items have House, Name and Cells; cell and
// candidate items have Cell and Name, and candidates a Digit.
type PatternItem struct {
	// Role is a name of [sudoku.Role.String]: base, cover, fin, pivot,
	// pincer, strong link, weak link, assumption. A strong or weak link
	// joins the item to the one before it.
	Role  string `json:"role"`
	House *int   `json:"house,omitempty"` // rows 0-8, columns 9-17, boxes 18-26
	Cell  *int   `json:"cell,omitempty"`
	Name  string `json:"name"`            // "box 5", "r4c6"
	Cells []int  `json:"cells,omitempty"` // the cells of a house
	Digit int    `json:"digit,omitempty"` // 0 for a whole cell
}

// NewStep returns the JSON form of s.
func NewStep(s sudoku.Step) Step {
	out := Step{Technique: s.Technique.String(), Rating: s.Rating,
		Placements:   candidates(s.Placements),
		Eliminations: candidates(s.Eliminations),
		Pattern:      make([]PatternItem, 0, len(s.Pattern))}
	for _, it := range s.Pattern {
		p := PatternItem{Role: it.Role.String(), Digit: int(it.Digit)}
		switch {
		case it.House >= 0 && it.House < 27:
			h := it.House
			p.House, p.Name, p.Cells = &h, houseName(h), houseCells(h)
		case it.Cell >= 0 && it.Cell < 81:
			c := it.Cell
			p.Cell, p.Name = &c, cellName(c)
		}
		out.Pattern = append(out.Pattern, p)
	}
	return out
}

// candidates returns the JSON form of cs, never nil.
func candidates(cs []sudoku.Candidate) []Candidate {
	out := make([]Candidate, len(cs))
	for i, c := range cs {
		out[i] = Candidate{Cell: c.Cell, Name: cellName(c.Cell), Digit: int(c.Digit)}
	}
	return out
}

// cellName names a cell in r1c1 notation.
func cellName(c int) string { return fmt.Sprintf("r%dc%d", c/9+1, c%9+1) }

// houseName names a house as package sudoku's texts do: "row 4",
// "column 6", "box 5".
func houseName(h int) string {
	switch {
	case h < 9:
		return "row " + strconv.Itoa(h+1)
	case h < 18:
		return "column " + strconv.Itoa(h-8)
	}
	return "box " + strconv.Itoa(h-17)
}

// houseCells returns the nine cells of house h, in row-major order.
func houseCells(h int) []int {
	cells := make([]int, 0, 9)
	for c := range 81 {
		r, col := c/9, c%9
		if h < 9 && r == h || h >= 9 && h < 18 && col == h-9 ||
			h >= 18 && (r/3)*3+col/3 == h-18 {
			cells = append(cells, c)
		}
	}
	return cells
}

// position reads the grids and marks of req.
func (req *PositionRequest) position() (puzzle, entries sudoku.Grid,
	marks *[81]sudoku.Digits, e *Error) {
	if puzzle, e = parseGrid("puzzle", req.Puzzle, false); e != nil {
		return
	}
	if entries, e = parseGrid("entries", req.Entries, true); e != nil {
		return
	}
	if req.Marks == nil {
		return
	}
	if len(req.Marks) != 81 {
		e = badValue("marks", "%d cells, want 81", len(req.Marks))
		return
	}
	marks = new([81]sudoku.Digits)
	for i, s := range req.Marks {
		for _, r := range s {
			if r < '1' || r > '9' {
				e = badValue("marks["+strconv.Itoa(i)+"]", "%q is not a digit 1-9", r)
				return
			}
			marks[i] |= 1 << (r - '1')
		}
	}
	return
}

// hint is the endpoint api/hint.
func (h *Handler) hint(ctx context.Context, body []byte) (any, *Error) {
	var req PositionRequest
	if e := decode(body, &req); e != nil {
		return nil, e
	}
	puzzle, entries, marks, e := req.position()
	if e != nil {
		return nil, e
	}
	if _, e := h.classicPuzzle(ctx, req.Puzzle, req.Rules); e != nil {
		return nil, e
	}
	c, err := sudoku.NewPosition(puzzle, entries, marks)
	if err != nil {
		return nil, fromError("entries", err)
	}
	step, err := sudoku.HintContext(ctx, c)
	if err != nil {
		return nil, fromError("", err)
	}
	resp := &HintResponse{Step: NewStep(step), Nudge: step.Nudge(),
		Pointer: step.Pointer(), Explanation: step.Explain(),
		Marks: make([]string, 81)}
	for i := range resp.Marks {
		if m := c.Marks(i); m != 0 {
			resp.Marks[i] = m.String()
		}
	}
	return resp, nil
}

// A CheckResponse lists the mistakes of a game in progress.
type CheckResponse struct {
	// Mistakes are the entries that differ from the solution, and the
	// cells whose pencil marks leave out the solution's digit, in
	// row-major order; empty when there is none.
	Mistakes []Mistake `json:"mistakes"`
	Filled   int       `json:"filled"` // cells holding a given or an entry
	Solved   bool      `json:"solved"` // every cell filled, no mistake
}

// A Mistake is a wrong entry, or pencil marks without the right digit.
type Mistake struct {
	Cell  int    `json:"cell"`
	Name  string `json:"name"`  // r1c1 notation
	Digit int    `json:"digit"` // the wrong entry; for marks, 0
	Mark  bool   `json:"mark"`  // the marks leave out the solution's digit
}

// check is the endpoint api/check.
func (h *Handler) check(ctx context.Context, body []byte) (any, *Error) {
	var req PositionRequest
	if e := decode(body, &req); e != nil {
		return nil, e
	}
	puzzle, entries, marks, e := req.position()
	if e != nil {
		return nil, e
	}
	sol, e := h.unique(ctx, puzzle, req.Rules)
	if e != nil {
		return nil, e
	}
	resp := &CheckResponse{Mistakes: []Mistake{}}
	for i := range 81 {
		// A given counts as filled; an entry over it must repeat it.
		d := entries[i]
		if puzzle[i] != 0 || d != 0 {
			resp.Filled++
		}
		switch {
		case d != 0 && d != sol[i]:
			resp.Mistakes = append(resp.Mistakes,
				Mistake{Cell: i, Name: cellName(i), Digit: int(d)})
		case d == 0 && puzzle[i] == 0 && marks != nil && marks[i] != 0 &&
			!marks[i].Has(sol[i]):
			resp.Mistakes = append(resp.Mistakes,
				Mistake{Cell: i, Name: cellName(i), Mark: true})
		}
	}
	resp.Solved = resp.Filled == 81 && len(resp.Mistakes) == 0
	return resp, nil
}
