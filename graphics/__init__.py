"""Drawing and hit-testing. Views read rules states; they never change one."""
