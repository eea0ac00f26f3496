package sudoku

import "testing"

// FuzzHint builds a position from a puzzle (the first 81 bytes, each taken
// modulo 10) and arbitrary steps applied to it (the rest, three bytes an
// item: cell, digit, and whether to place or eliminate), then follows
// hints. Hint must not panic, must return steps that name real cells and
// digits, and on a position whose marks all hold the solution's digits
// its steps must agree with the solution.
func FuzzHint(f *testing.F) {
	f.Add([]byte(knownPuzzle))
	f.Add([]byte(knownPuzzle + "\x00\x04\x01\x05\x03\x00"))
	f.Add(make([]byte, 90))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 81 {
			return
		}
		var g Grid
		for i := range g {
			g[i] = data[i] % 10
		}
		if g.Validate() != nil || Count(g, 1) == 0 {
			return
		}
		c := fromGrid(g)
		var st Step
		for i := 81; i+2 < len(data); i += 3 {
			item := Candidate{int(data[i]), data[i+1]}
			if data[i+2]&1 == 0 {
				st.Placements = append(st.Placements, item)
			} else {
				st.Eliminations = append(st.Eliminations, item)
			}
		}
		c.Apply(st)
		sols := Solve(Grid(c.values), 1)
		sound := len(sols) == 1
		if sound {
			for cell, m := range c.marks {
				if c.values[cell] == 0 && m&digitMask(sols[0][cell]) == 0 {
					sound = false
				}
			}
		}
		for range 100 {
			st, err := Hint(c)
			if err != nil {
				return
			}
			for _, p := range append(st.Placements, st.Eliminations...) {
				if !p.valid() {
					t.Fatalf("%v names %v", st.Technique, p)
				}
			}
			if sound {
				checkStep(t, st, sols[0])
			}
			_ = st.Explain() + st.Nudge() + st.Pointer()
			c.Apply(st)
		}
	})
}
