package sudoku

// Rules whose search is being written: Check refuses them, so that no
// engine ignores them. Each entry leaves this file when its engine lands.

// pending returns the error for the first rule of rs that no engine
// searches yet.
func (rs *Rules) pending() error {
	for i, d := range rs.Dots {
		if d.Value != 0 || d.Kind == SumMark {
			return invalid("dot", i, []int{d.A, d.B}, "dots with a value are not supported yet")
		}
	}
	switch {
	case len(rs.Odd) > 0:
		return invalid("odd", -1, rs.Odd, "not supported yet")
	case len(rs.Even) > 0:
		return invalid("even", -1, rs.Even, "not supported yet")
	case len(rs.Minimums) > 0:
		return invalid("minimum", -1, rs.Minimums, "not supported yet")
	case len(rs.Maximums) > 0:
		return invalid("maximum", -1, rs.Maximums, "not supported yet")
	}
	if len(rs.Quadruples) > 0 {
		return invalid("quadruple", 0, nil, "not supported yet")
	}
	for i, l := range rs.Lines {
		name, _ := kindName(lineRuleName[:], l.Kind)
		return invalid(name, i, l.Cells, "not supported yet")
	}
	if len(rs.Clones) > 0 {
		return invalid("clone", 0, nil, "not supported yet")
	}
	return nil
}
