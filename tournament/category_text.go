package tournament

// MarshalText writes a category as its code ("II", "CM"), so that JSON
// reports and the store read the way an arbiter writes them.
func (c Category) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a category code.
func (c *Category) UnmarshalText(b []byte) error {
	v, err := ParseCategory(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
