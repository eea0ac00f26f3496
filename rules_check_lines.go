package sudoku

// Validate for the rules that relate cells two by two along lines and
// between clones: whispers, palindromes, entropic and modular lines, and
// clones.

// validateLinePairs reports the first whisper, palindrome, entropic or
// modular line, then clone, that the filled cells of g break.
func (rs *Rules) validateLinePairs(g *Grid) error {
	for i, l := range rs.Lines {
		if err := validateLine(g, i, l); err != nil {
			return err
		}
	}
	for i, cl := range rs.Clones {
		for k, a := range cl.A {
			b := cl.B[k]
			if g[a] != 0 && g[b] != 0 && g[a] != g[b] {
				return broken("clone", i, []int{a, b}, "%d and %d differ", g[a], g[b])
			}
		}
	}
	return nil
}

// validateLine reports a whisper, palindrome, entropic or modular line
// that the filled cells of g break; lines of other kinds pass.
func validateLine(g *Grid, i int, l Line) error {
	name, _ := kindName(lineRuleName[:], l.Kind)
	cells := l.Cells
	n := len(cells)
	switch l.Kind {
	case WhisperLine:
		v := whisperGap(l)
		for k, c := range cells {
			x := int(g[c])
			if x != 0 && x-1 < v && 9-x < v {
				return broken(name, i, []int{c}, "%d has no digit at %d or more from it for a neighbour", x, v)
			}
			if k == 0 {
				continue
			}
			p := cells[k-1]
			y := int(g[p])
			if x != 0 && y != 0 && x-y < v && y-x < v {
				return broken(name, i, []int{p, c}, "%d and %d differ by less than %d", y, x, v)
			}
		}
	case PalindromeLine:
		for k := range n / 2 {
			a, b := cells[k], cells[n-1-k]
			if g[a] != 0 && g[b] != 0 && g[a] != g[b] {
				return broken(name, i, []int{a, b}, "%d and %d differ", g[a], g[b])
			}
		}
	case EntropicLine, ModularLine:
		cls, m := lineClasses(lineModulus(l))
		for p := range n {
			for q := p + 1; q < n && q <= p+m; q++ {
				a, b := cells[p], cells[q]
				if g[a] == 0 || g[b] == 0 {
					continue
				}
				same := classOf(&cls, int(g[a])) == classOf(&cls, int(g[b]))
				switch {
				case q < p+m && same:
					return broken(name, i, []int{a, b}, "%d and %d are %d apart and of one class", g[a], g[b], q-p)
				case q == p+m && !same:
					return broken(name, i, []int{a, b}, "%d and %d are %d apart and of different classes", g[a], g[b], m)
				}
			}
		}
	}
	return nil
}
