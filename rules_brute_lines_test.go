package sudoku

import "cmp"

// The brute checker's predicates for whispers, palindromes, entropic and
// modular lines and clones, read from the rules as they are stated, apart
// from the engine's pairs.

// linesOK reports whether the filled cells of g break no whisper,
// palindrome, entropic or modular line, or clone of rs.
func (bc *bruteChecker) linesOK(g *Grid) bool {
	for _, l := range bc.rs.Lines {
		if !brutePairLineOK(g, l) {
			return false
		}
	}
	for _, cl := range bc.rs.Clones {
		for k := range cl.A {
			x, y := g[cl.A[k]], g[cl.B[k]]
			if x != 0 && y != 0 && x != y {
				return false
			}
		}
	}
	return true
}

// brutePairLineOK reports whether the filled cells of g keep the line l: a
// whisper's neighbours differ by at least its value (5 when 0); a
// palindrome reads the same both ways; every run of m cells of an
// entropic (m 3) or modular line (m its modulus, 3 when 0), or the whole
// line when shorter, holds digits of m different groups: low, middle and
// high, or remainders modulo m.
func brutePairLineOK(g *Grid, l Line) bool {
	c := l.Cells
	n := len(c)
	switch l.Kind {
	case WhisperLine:
		v := cmp.Or(l.Value, 5)
		for k := 1; k < n; k++ {
			x, y := int(g[c[k-1]]), int(g[c[k]])
			if x != 0 && y != 0 && (x-y)*(x-y) < v*v {
				return false
			}
		}
	case PalindromeLine:
		for k := 0; k < n-1-k; k++ {
			x, y := g[c[k]], g[c[n-1-k]]
			if x != 0 && y != 0 && x != y {
				return false
			}
		}
	case EntropicLine, ModularLine:
		m, group := 3, func(d int) int { return (d - 1) / 3 }
		if l.Kind == ModularLine {
			m = cmp.Or(l.Value, 3)
			group = func(d int) int { return d % m }
		}
		for start := 0; start == 0 || start+m <= n; start++ {
			seen := map[int]bool{}
			for k := start; k < start+m && k < n; k++ {
				if d := int(g[c[k]]); d != 0 {
					if seen[group(d)] {
						return false
					}
					seen[group(d)] = true
				}
			}
		}
	}
	return true
}
